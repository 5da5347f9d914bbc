import { adsVisit } from '../api/settings/adsVisit'
import { localStore } from '../browserStorage'
import { type CookieJar, readCookie } from '../cookies/cookies'
import { type FlowContext, siteFields } from '../session/context'
import { appsflyerKey, type KeyValueStorage } from './appsflyerId'

export { appsflyerKey, captureAppsflyerId } from './appsflyerId'

/** docs/product.md#ad-tracking: the Facebook browser id cookie. */
export const fbpCookieName = '_fbp'

/** The ad-tracking fields sign-up and the ad-visit call send. */
export function adTrackingFields(
  jar: CookieJar = document,
  storage: KeyValueStorage | undefined = localStore(),
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
  storage: KeyValueStorage | undefined = localStore(),
): Promise<boolean> {
  const fields = adTrackingFields(jar, storage)
  if (!fields.fbp && !fields.appsflyer_id) return false
  const result = await adsVisit(ctx.api, { ...siteFields(ctx), ...fields })
  if (!result.ok) ctx.handleError(result.error)
  return true
}
