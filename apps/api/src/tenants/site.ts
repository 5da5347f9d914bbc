import type { SiteEntry } from '../cache/siteCache'
import type { ApiContext } from '../context'
import { Refusal } from '../http/refusal'

/** The tenant a visitor's call names; refuses an unknown domain or an external_id of another site. */
export async function requireSite(
  ctx: ApiContext,
  body: { domain_name: string; external_id?: string },
): Promise<SiteEntry> {
  const site = await ctx.sites.site(body.domain_name)
  if (!site) throw new Refusal(404, `Unknown domain: ${body.domain_name}`)
  if (body.external_id !== undefined && body.external_id !== site.tenant.externalId) {
    throw new Refusal(404, `Unknown site: external_id does not belong to ${body.domain_name}`)
  }
  return site
}
