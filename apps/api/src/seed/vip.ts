import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { vipLevels } from '../db/schema'
import { demoTenantRows } from './demoTenantRows'
import { demoAmount } from './money'
import { demoVipLevels } from './siteContent'

/** A demo tenant's VIP levels (docs/product.md#vip-rewards), amounts in its currency (`demoAmount` takes centavos). */
export function demoVipLevelsOf(currency: string) {
  const money = (centavos: number) => (centavos === 0 ? 0 : demoAmount(currency, centavos))
  return demoVipLevels.map((level) => ({
    ...level,
    minDeposit: money(level.minDeposit),
    minTurnover: money(level.minTurnover),
    levelUpReward: money(level.levelUpReward),
  }))
}

/**
 * The demo's level-up rewards on a demo database seeded before they existed (no level of any tenant pays one): each
 * demo tenant's levels named as the demo's get their reward. A database with any reward is left as its operators
 * made it.
 */
export async function seedDemoVipRewards(db: Db) {
  const [paying] = await db
    .select({ id: vipLevels.id })
    .from(vipLevels)
    .where(gt(vipLevels.levelUpReward, 0))
    .limit(1)
  if (paying) return
  const rows = await demoTenantRows(db)
  for (const tenant of rows)
    for (const level of demoVipLevelsOf(tenant.currency).filter((entry) => entry.levelUpReward > 0))
      await db
        .update(vipLevels)
        .set({ levelUpReward: level.levelUpReward })
        .where(and(eq(vipLevels.tenantId, tenant.id), eq(vipLevels.name, level.name)))
}
