import { count } from 'drizzle-orm'
import type { Db } from '../db/client'
import { leaderboards } from '../db/schema'
import { demoTenantRows } from './demoTenantRows'
import { demoAmount } from './money'

/**
 * A demo tenant's leaderboards (docs/product.md#leaderboards): the day's biggest bettors over every game, and the
 * week's biggest single win on slots (payout over stake), with prizes in the tenant's currency scaled from pesos
 * (`demoAmount` takes centavos).
 */
export function demoLeaderboardsOf(currency: string) {
  const money = (pesos: number) => demoAmount(currency, pesos * 100)
  const boards = [
    {
      code: 'daily-turnover',
      period: 'daily',
      category: 'all',
      metric: 'turnover',
      prizes: [money(1_000), money(500), money(250), money(100), money(50)],
    },
    {
      code: 'weekly-slots-multiplier',
      period: 'weekly',
      category: 'slot_game',
      metric: 'multiplier',
      prizes: [money(2_500), money(1_000), money(500)],
    },
  ] as const
  return boards.map((board, position) => ({ ...board, prizes: [...board.prizes], position }))
}

/**
 * The demo's leaderboards on a demo database seeded before leaderboards existed (it has no board at all): each
 * demo tenant gets its two, counting from `now`. A database with any board is left as its operators made it.
 */
export async function seedDemoLeaderboards(db: Db, now: Date) {
  const [existing] = await db.select({ n: count() }).from(leaderboards)
  if ((existing?.n ?? 0) > 0) return
  const rows = await demoTenantRows(db)
  const boards = rows.flatMap((tenant) =>
    demoLeaderboardsOf(tenant.currency).map((board) => ({ ...board, tenantId: tenant.id, activeSince: now })),
  )
  if (boards.length > 0) await db.insert(leaderboards).values(boards)
}
