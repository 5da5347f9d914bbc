import type { StartupResponse } from '@lobbykit/contract'
import { startupResponseSchema } from '@lobbykit/contract/calls/startup'
import type { Hono } from 'hono'
import type { SiteEntry } from '../cache/siteCache'
import type { ApiContext } from '../context'
import type { Db } from '../db/client'
import { providerCounts } from '../games/catalogue'
import { defineCall } from '../http/call'
import { fail, okJson } from '../http/respond'
import { previewMenus } from '../tenants/preview'
import { loadMenus, type TenantRow } from '../tenants/tenants'

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null
}

export function isInMaintenance(tenant: Pick<TenantRow, 'maintenanceStart' | 'maintenanceEnd'>, now: Date) {
  const { maintenanceStart: start, maintenanceEnd: end } = tenant
  if (!start) return false
  return start <= now && (!end || now < end)
}

export async function buildStartup(
  db: Db,
  tenant: TenantRow,
  inMaintenance: boolean,
  /** A preview's menus (docs/operators.md#previews); the live tables' otherwise. */
  previewedMenus?: Awaited<ReturnType<typeof loadMenus>>,
): Promise<StartupResponse> {
  const [menus, provider_count] = await Promise.all([
    previewedMenus ?? loadMenus(db, tenant.id),
    providerCounts(db, tenant.id),
  ])
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: {
      is_maintenance: inMaintenance,
      start_date: iso(tenant.maintenanceStart),
      end_date: iso(tenant.maintenanceEnd),
    },
    content: menus,
    site: {
      site_name: tenant.siteName,
      currency: tenant.currency,
      theme_code: tenant.themeCode,
      theme_color: tenant.themeColor,
      logo1: tenant.logo1,
      logo2: tenant.logo2,
      logo3: tenant.logo3,
      status: tenant.status,
      expired_date: iso(tenant.expiredDate),
      logo_text: tenant.logoText,
      external_id: tenant.externalId,
      android_sub: tenant.androidSub,
      ios_sub: tenant.iosSub,
      manifest_icon: tenant.manifestIcon,
      gamify_status: tenant.gamifyStatus,
      local_language: tenant.localLanguage,
    },
    language: tenant.language,
    provider_count,
    aff_domain: tenant.affiliateDomains,
    live_chat: {
      chat_id: tenant.liveChatId,
      image_id: tenant.liveChatImageId,
      status: tenant.liveChatStatus,
    },
  }
}

/** A tenant's start-up answer in and out of maintenance, and each serialised: a request picks one by the clock. */
export interface StartupAnswers {
  open: StartupResponse
  maintenance: StartupResponse
  openJson: string
  maintenanceJson: string
}

/**
 * The tenant's start-up answers, built once per tenant version for the start-up call and the served page, and
 * checked against the contract's schema here: the browser reads the answer a page carries without its schema
 * (docs/architecture.md#first-visit-code), so an answer that breaks the contract fails here, not in a player's
 * browser.
 */
export function startupAnswers(ctx: ApiContext, site: SiteEntry): Promise<StartupAnswers> {
  return ctx.sites.memo(site, 'startup', async () => {
    const menus = site.preview ? previewMenus(site.preview.config) : undefined
    const open = startupResponseSchema.parse(await buildStartup(ctx.db, site.tenant, false, menus))
    const maintenance = { ...open, maintenance: { ...open.maintenance, is_maintenance: true } }
    return { open, maintenance, openJson: JSON.stringify(open), maintenanceJson: JSON.stringify(maintenance) }
  })
}

export function registerStartup(app: Hono, ctx: ApiContext) {
  defineCall(app, 'startup', async (c, body) => {
    const site = await ctx.sites.site(body.domain_name)
    if (!site) return fail(c, 404, `Unknown domain: ${body.domain_name}`)
    const answers = await startupAnswers(ctx, site)
    return okJson(c, isInMaintenance(site.tenant, ctx.now()) ? answers.maintenanceJson : answers.openJson)
  })
}
