import type { MiddlewareHandler } from 'hono'
import { galleryLabelOf } from '../tenants/preview'

export interface SecurityHeaderOptions {
  /** The console's host: the one site allowed to frame the gallery's hosts (docs/operators.md#gallery). */
  consoleHost: string
  previewHost: string
  /** Trust `X-Forwarded-Proto` for whether the browser came over HTTPS (only behind a proxy that sets it). */
  trustProxy: boolean
}

/** Features no page of ours uses: a framed game or an injected script cannot ask for them either. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()'

/**
 * The headers every answer carries (docs/architecture.md#security-headers): no MIME sniffing, a referrer that
 * leaves only the origin on other sites, no powerful features, HSTS over HTTPS, and who may frame us: nobody but
 * the site itself (its originals' window), except a gallery host, which only the console may frame. A header an
 * answer already set (the console's stricter `frame-ancestors 'none'`) is kept.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const url = new URL(c.req.url)
    const host = url.hostname.toLowerCase()
    const headers = c.res.headers
    const keep = (name: string, value: string) => {
      if (!headers.has(name)) headers.set(name, value)
    }
    keep('x-content-type-options', 'nosniff')
    keep('referrer-policy', 'strict-origin-when-cross-origin')
    keep('permissions-policy', permissionsPolicy)
    const forwarded = options.trustProxy
      ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
      : undefined
    const scheme = forwarded ?? url.protocol.replace(':', '')
    if (scheme === 'https') keep('strict-transport-security', 'max-age=31536000; includeSubDomains')
    if (host === options.consoleHost) {
      keep('content-security-policy', "frame-ancestors 'none'")
      keep('x-frame-options', 'DENY')
    } else if (galleryLabelOf(host, options.previewHost) !== undefined) {
      keep('content-security-policy', `frame-ancestors ${scheme}://${options.consoleHost}:*`)
    } else {
      keep('content-security-policy', "frame-ancestors 'self'")
      keep('x-frame-options', 'SAMEORIGIN')
    }
  }
}
