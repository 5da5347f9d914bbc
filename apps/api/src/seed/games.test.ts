import { originalsGames, originalsProviderCode } from '@lobbykit/contract'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { games, providers, tenantProviders, tenants } from '../db/schema'
import { walletAudit } from '../providers/testing'
import { databaseFingerprint, openTestApp, rowsOf, type TestApp } from '../testing/testApp'
import { seedDemoGames } from './games'

let t: TestApp

beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

describe('the demo games seed', () => {
  it('offers the originals first on every tenant, with its five games', async () => {
    const offered = await t.database.db
      .select({
        tenantId: tenantProviders.tenantId,
        code: providers.code,
        position: tenantProviders.position,
      })
      .from(tenantProviders)
      .innerJoin(providers, eq(providers.id, tenantProviders.providerId))
      .orderBy(asc(tenantProviders.tenantId), asc(tenantProviders.position))
    const tenantRows = await t.database.db.select().from(tenants)
    for (const tenant of tenantRows) {
      const mine = offered.filter((row) => row.tenantId === tenant.id)
      expect(mine[0], tenant.code).toMatchObject({ code: originalsProviderCode, position: 0 })
      expect(new Set(mine.map((row) => row.position)).size).toBe(mine.length)
    }
    const house = await t.database.db
      .select({ code: games.code, name: games.name, category: games.category, image: games.imageUrl })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(eq(providers.code, originalsProviderCode))
    expect(house.map((game) => game.code).sort()).toEqual(originalsGames.map((game) => game.game_code).sort())
    for (const game of house) {
      expect((await t.app.request(game.image)).headers.get('content-type')).toBe('image/webp')
    }
  })

  it('gives every provider its own wallet secret and every tenant a token rate in its currency', async () => {
    const rows = await t.database.db.select({ secret: providers.walletSecret }).from(providers)
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.secret))).toBe(true)
    expect(new Set(rows.map((row) => row.secret)).size).toBe(rows.length)
    const rates = await t.database.db
      .select({ currency: tenants.currency, rate: tenants.minigameTurnoverPerToken })
      .from(tenants)
    expect(rates.find((row) => row.currency === 'VND')?.rate).toBe(200_000)
    expect(rates.find((row) => row.currency === 'PHP')?.rate).toBe(50_000)
  })

  it('makes every seeded bet a round its ledger rows name, and keeps every wallet equal to its ledger', async () => {
    const [orphans] = rowsOf<{ bets: number; unnamed: number; mismatched: number }>(
      await t.database.db.execute(sql`
        select count(*)::int as bets,
          count(*) filter (where r.id is null)::int as unnamed,
          count(*) filter (where r.id is not null and r.stake <> -l.amount)::int as mismatched
        from ledger_entries l
        left join game_rounds r on l.reference = 'round:' || r.id and r.player_id = l.player_id
        where l.kind = 'bet'`),
    )
    expect(orphans?.bets).toBeGreaterThan(100)
    expect(orphans).toMatchObject({ unnamed: 0, mismatched: 0 })
    const [turnover] = rowsOf<{ off: number }>(
      await t.database.db.execute(sql`
        select count(*)::int as off from wallets w where w.turnover <> coalesce(
          (select -sum(l.amount) from ledger_entries l where l.player_id = w.player_id and l.kind = 'bet'), 0)`),
    )
    expect(turnover?.off).toBe(0)
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })

  it('changes nothing when run again over a seeded database', async () => {
    const before = await databaseFingerprint(t.database)
    await seedDemoGames(t.database.db)
    expect(await databaseFingerprint(t.database)).toEqual(before)
  })
})
