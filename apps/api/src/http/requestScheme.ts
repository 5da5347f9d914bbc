import type { Context } from 'hono'

/**
 * Whether the browser came over HTTPS: the request's own scheme, or behind a trusted proxy its
 * `X-Forwarded-Proto` (docs/architecture.md#client-address).
 */
export function cameOverHttps(c: Context, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined
  return (forwarded ?? new URL(c.req.url).protocol.replace(':', '')) === 'https'
}
