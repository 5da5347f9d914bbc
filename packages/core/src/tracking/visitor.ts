import { localStore } from '../browserStorage'

/**
 * Where a sign-up comes from (docs/product.md#sign-up): this browser's visitor id and the affiliate domain the
 * visitor arrived on.
 */

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/** The local-storage key of this browser's visitor id. */
export const visitorIdKey = 'visitor_id'

/**
 * A random id for this browser, made on first use and kept in local storage, so sign-ups and visits of one
 * browser can be told apart from others. Blocked storage gives a fresh id each time.
 */
export function visitorId(
  storage: KeyValueStorage | undefined = localStore(),
  make: () => string = () => crypto.randomUUID(),
): string {
  try {
    const kept = storage?.getItem(visitorIdKey)
    if (kept && /^[A-Za-z0-9-]{8,64}$/.test(kept)) return kept
    const fresh = make()
    storage?.setItem(visitorIdKey, fresh)
    return fresh
  } catch {
    return make()
  }
}

/**
 * The affiliate code of a visit: the affiliate domain (one of start-up's `aff_domain`) the site is served on,
 * in lower case; undefined on the tenant's own domains.
 */
export function affiliateCodeFor(hostName: string, affiliateDomains: readonly string[]): string | undefined {
  const host = hostName.trim().toLowerCase().replace(/\.$/, '')
  if (!host) return undefined
  return affiliateDomains.some((domain) => domain.trim().toLowerCase() === host) ? host : undefined
}
