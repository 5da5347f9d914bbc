import { adsVisit } from '../api/settings/adsVisit'
import { type CookieJar, readCookie } from '../cookies/cookies'
import { type FlowContext, siteFields } from '../session/context'

/** docs/product.md#ad-tracking: the Facebook browser id cookie and the AppsFlyer id kept from the landing URL. */
export const fbpCookieName = '_fbp'
export const appsflyerKey = 'appsflyer_id'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Keeps the `appsflyer_id` query parameter of the landing URL in local storage (a later page has lost
 * it) and returns the kept id, '' when there is none.
 */
export function captureAppsflyerId(
  search: string = location.search,
  storage: KeyValueStorage | undefined = globalThis.localStorage,
): string {
  const fromUrl = new URLSearchParams(search).get(appsflyerKey)?.trim()
  try {
    if (fromUrl) storage?.setItem(appsflyerKey, fromUrl)
    return fromUrl || storage?.getItem(appsflyerKey) || ''
  } catch {
    return fromUrl ?? ''
  }
}

/** The ad-tracking fields sign-up and the ad-visit call send. */
export function adTrackingFields(
  jar: CookieJar = document,
  storage: KeyValueStorage | undefined = globalThis.localStorage,
): { fbp: string; appsflyer_id: string } {
  let appsflyerId = ''
  try {
    appsflyerId = storage?.getItem(appsflyerKey) ?? ''
  } catch {
    // storage blocked: no id
  }
  return { fbp: readCookie(fbpCookieName, jar) ?? '', appsflyer_id: appsflyerId }
}

/**
 * Records an ad-campaign visit when the visitor carries an ad id; a failure goes to the global error
 * handler (docs/product.md#error-handler). Returns whether a visit was sent.
 */
export async function trackAdVisit(
  ctx: FlowContext,
  jar: CookieJar = document,
  storage: KeyValueStorage | undefined = globalThis.localStorage,
): Promise<boolean> {
  const fields = adTrackingFields(jar, storage)
  if (!fields.fbp && !fields.appsflyer_id) return false
  const result = await adsVisit(ctx.api, { ...siteFields(ctx), ...fields })
  if (!result.ok) ctx.handleError(result.error)
  return true
}
