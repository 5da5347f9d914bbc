import { adTrackingFields } from '@lobbykit/core/tracking/adTracking'

const campaignParams = ['ch', 'cm', 'pp', 'affiliate_code'] as const

/**
 * The optional sign-up fields of docs/product.md#api-calls this browser knows: core's ad ids (the `_fbp` cookie and
 * the kept `appsflyer_id`) and the campaign parameters of the address the player arrived on.
 */
export function signupTracking(search: string = window.location.search): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(adTrackingFields()))
    if (value) fields[name] = value.slice(0, 200)
  const params = new URLSearchParams(search)
  for (const name of campaignParams) {
    const value = params.get(name)
    if (value) fields[name] = value.slice(0, 200)
  }
  return fields
}
