import { type StartupResponse, startupRequestSchema } from '@lobbykit/contract'
import type { Hono } from 'hono'
import type { Db } from '../db/client'
import { readBody } from '../http/body'
import { fail } from '../http/respond'
import { findTenantByDomain, loadMenus, type TenantRow } from '../tenants/tenants'

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null
}

export function isInMaintenance(tenant: Pick<TenantRow, 'maintenanceStart' | 'maintenanceEnd'>, now: Date) {
  const { maintenanceStart: start, maintenanceEnd: end } = tenant
  if (!start) return false
  return start <= now && (!end || now < end)
}

export async function buildStartup(db: Db, tenant: TenantRow, now: Date): Promise<StartupResponse> {
  const menus = await loadMenus(db, tenant.id)
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: {
      is_maintenance: isInMaintenance(tenant, now),
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
    },
    language: tenant.language,
    provider_count: [],
    aff_domain: tenant.affiliateDomains,
    live_chat: {
      chat_id: tenant.liveChatId,
      image_id: tenant.liveChatImageId,
      status: tenant.liveChatStatus,
    },
  }
}

export function registerStartup(app: Hono, db: Db) {
  app.post('/api/startup', async (c) => {
    const body = await readBody(c, startupRequestSchema)
    if (!body.ok) return fail(c, 400, body.message)
    const tenant = await findTenantByDomain(db, body.data.domain_name)
    if (!tenant) return fail(c, 404, `Unknown domain: ${body.data.domain_name}`)
    return c.json(await buildStartup(db, tenant, new Date()))
  })
}
