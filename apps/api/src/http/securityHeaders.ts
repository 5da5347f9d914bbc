import type { MiddlewareHandler } from 'hono'
import { galleryLabelOf } from '../tenants/preview'
import { consolePagePolicy, noPagePolicy, pageAnswerOf, tenantPagePolicy } from './contentSecurityPolicy'

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
 * leaves only the origin on other sites, no powerful features, HSTS over HTTPS, and a Content-Security-Policy. A
 * page (an answer `answerAsPage` marked) gets a page's policy: the console's, or a tenant's with the nonce of its
 * scripts and the hosts its settings name; every other answer loads and runs nothing. Who may frame us: nobody but
 * the site itself (its originals' window), except a gallery host, which only the console may frame, and the
 * console, which nobody may. A header an answer already set is kept; a policy it set gets the host's
 * `frame-ancestors` when it names none.
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
    const onConsole = host === options.consoleHost
    const frameAncestors = onConsole
      ? "'none'"
      : galleryLabelOf(host, options.previewHost) !== undefined
        ? `${scheme}://${options.consoleHost}:*`
        : "'self'"
    const page = pageAnswerOf(c)
    const own = headers.get('content-security-policy')
    if (own !== null) {
      if (!/(^|;)\s*frame-ancestors\s/.test(own))
        headers.set('content-security-policy', `${own}; frame-ancestors ${frameAncestors}`)
    } else if (!page) headers.set('content-security-policy', noPagePolicy(frameAncestors))
    else if (onConsole)
      headers.set(
        'content-security-policy',
        consolePagePolicy(page.nonce, `${scheme}://*.${options.previewHost}:*`),
      )
    else headers.set('content-security-policy', tenantPagePolicy(page.nonce, page.sources, frameAncestors))
    if (onConsole) keep('x-frame-options', 'DENY')
    else if (frameAncestors === "'self'") keep('x-frame-options', 'SAMEORIGIN')
  }
}
