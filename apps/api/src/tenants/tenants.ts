import type { MenuItem } from '@lobbykit/contract'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { menuItems, tenantDomains, tenants } from '../db/schema'

export type TenantRow = typeof tenants.$inferSelect

export async function findTenantByDomain(db: Db, domain: string): Promise<TenantRow | undefined> {
  const rows = await db
    .select({ tenant: tenants })
    .from(tenantDomains)
    .innerJoin(tenants, eq(tenantDomains.tenantId, tenants.id))
    .where(eq(tenantDomains.domain, domain.toLowerCase()))
    .limit(1)
  return rows[0]?.tenant
}

export async function findTenantById(db: Db, id: number): Promise<TenantRow | undefined> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1)
  return tenant
}

type MenuRow = typeof menuItems.$inferSelect

function toTree(rows: MenuRow[], parentId: number | null): MenuItem[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map((row) => ({
      content_id: row.id,
      name: row.name,
      category: row.category,
      slug: row.slug,
      children: toTree(rows, row.id),
    }))
}

export async function loadMenus(
  db: Db,
  tenantId: number,
): Promise<{ menu: MenuItem[]; game_menu: MenuItem[] }> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, tenantId)))
    .orderBy(asc(menuItems.position), asc(menuItems.id))
  return {
    menu: toTree(
      rows.filter((row) => row.kind === 'menu'),
      null,
    ),
    game_menu: toTree(
      rows.filter((row) => row.kind === 'game_menu'),
      null,
    ),
  }
}
