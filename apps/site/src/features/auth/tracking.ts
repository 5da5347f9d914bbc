import { adTrackingFields } from '@lobbykit/core/tracking/adTracking'
import { affiliateCodeFor, visitorId } from '@lobbykit/core/tracking/visitor'

const campaignParams = ['ch', 'cm', 'pp', 'affiliate_code'] as const

export interface SignupSource {
  /** The address the visitor arrived on: its `?ref=` and campaign parameters. */
  search?: string
  /** The host the site is served on, to tell an affiliate domain. */
  hostName?: string
  /** The tenant's affiliate domains (start-up's `aff_domain`). */
  affiliateDomains?: readonly string[]
}

/**
 * The optional sign-up fields of docs/product.md#sign-up this browser knows: core's ad ids (the `_fbp` cookie
 * and the kept `appsflyer_id`), the campaign parameters of the address, `affiliate_code` when the site is
 * served on one of the tenant's affiliate domains (that domain; else an `affiliate_code` parameter), and this
 * browser's `visitor_id`.
 */
export function signupTracking({
  search = window.location.search,
  hostName = window.location.hostname,
  affiliateDomains = [],
}: SignupSource = {}): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(adTrackingFields()))
    if (value) fields[name] = value.slice(0, 200)
  const params = new URLSearchParams(search)
  for (const name of campaignParams) {
    const value = params.get(name)
    if (value) fields[name] = value.slice(0, 200)
  }
  const affiliate = affiliateCodeFor(hostName, affiliateDomains)
  if (affiliate) fields.affiliate_code = affiliate.slice(0, 200)
  fields.visitor_id = visitorId()
  return fields
}

/** The referral code of a link a player shared (`?ref=CODE`), or ''. */
export function referrerFrom(search: string = window.location.search): string {
  return (new URLSearchParams(search).get('ref') ?? '').trim().slice(0, 200)
}
