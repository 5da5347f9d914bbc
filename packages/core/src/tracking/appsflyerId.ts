/**
 * docs/product.md#ad-tracking: the AppsFlyer id kept from the landing URL. Apart from the rest of ad tracking, which
 * loads after the first page shows: every page keeps the id as it starts.
 */
import { localStore } from '../browserStorage'
export const appsflyerKey = 'appsflyer_id'

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Keeps the `appsflyer_id` query parameter of the landing URL in local storage (a later page has lost
 * it) and returns the kept id, '' when there is none.
 */
export function captureAppsflyerId(
  search: string = location.search,
  storage: KeyValueStorage | undefined = localStore(),
): string {
  const fromUrl = new URLSearchParams(search).get(appsflyerKey)?.trim()
  try {
    if (fromUrl) storage?.setItem(appsflyerKey, fromUrl)
    return fromUrl || storage?.getItem(appsflyerKey) || ''
  } catch {
    return fromUrl ?? ''
  }
}
