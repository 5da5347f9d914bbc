import { gameCategories } from '@lobbykit/contract'
import { count } from 'drizzle-orm'
import type { Db } from '../db/client'
import { menuItems, tenantDomains, tenants } from '../db/schema'
import { type DemoTenant, demoTenants } from './demoTenants'

const siteMenu = [
  { name: 'Home', category: 'home', slug: '' },
  { name: 'Promotions', category: 'promotions', slug: 'promotions' },
  { name: 'VIP', category: 'vip', slug: 'vip' },
  { name: 'News', category: 'news', slug: 'news' },
]

const hour = 3_600_000

async function insertTenant(db: Db, demo: DemoTenant, now: Date) {
  const [row] = await db
    .insert(tenants)
    .values({
      code: demo.code,
      externalId: `ext-${demo.code}`,
      siteName: demo.siteName,
      currency: demo.currency,
      themeCode: demo.themeCode,
      themeColor: demo.themeColor,
      logoText: demo.siteName,
      language: demo.language,
      gamifyStatus: demo.gamifyStatus,
      liveChatId: demo.liveChat.id,
      liveChatImageId: demo.liveChat.imageId,
      liveChatStatus: demo.liveChat.status,
      affiliateDomains: [`aff.${demo.code}.localhost`],
      maintenanceStart: demo.maintenanceHours
        ? new Date(now.getTime() - demo.maintenanceHours.startsAgo * hour)
        : null,
      maintenanceEnd: demo.maintenanceHours
        ? new Date(now.getTime() + demo.maintenanceHours.lastsFor * hour)
        : null,
    })
    .returning({ id: tenants.id })
  if (!row) throw new Error(`Could not insert tenant ${demo.code}`)
  await db.insert(tenantDomains).values(demo.domains.map((domain) => ({ domain, tenantId: row.id })))
  await db.insert(menuItems).values([
    ...siteMenu.map((item, position) => ({ tenantId: row.id, kind: 'menu', position, ...item })),
    ...gameCategories.map((category, position) => ({
      tenantId: row.id,
      kind: 'game_menu',
      position,
      name: category.key,
      category: category.key,
      slug: category.slug,
    })),
  ])
}

/** Seeds the demo tenants when the database has none; returns whether it did. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(tenants)
  if ((existing?.n ?? 0) > 0) return false
  await db.transaction(async (tx) => {
    for (const demo of demoTenants) await insertTenant(tx as unknown as Db, demo, now)
  })
  return true
}
