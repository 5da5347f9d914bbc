import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The client's address for rate limits, sessions and ad visits (docs/architecture.md#client-address): the socket's
 * peer, or, behind the one trusted proxy (`TRUST_PROXY=1`), the right-most address of X-Forwarded-For: the one that
 * proxy appended. The entries left of it are whatever the client wrote, so a client cannot pick its own address
 * and dodge a rate limit or frame another.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
