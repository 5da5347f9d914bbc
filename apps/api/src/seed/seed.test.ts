import { originalsGames, originalsProviderCode, templateByCode } from '@lobbykit/contract'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import {
  banners,
  bonusOffers,
  games,
  leaderboards,
  players,
  promotions,
  providers,
  tenantProviders,
  tenants,
  vipLevels,
} from '../db/schema'
import { engines } from '../originals/engines'
import { databaseFingerprint, openTestApp, type TestApp } from '../testing/testApp'
import { openTestDatabase } from '../testing/testDatabase'
import { catalogueProviders } from './bigCatalogue'
import { demoGames, demoProviders, rtpCategories } from './catalogue'
import { demoTenants } from './demoTenants'
import { seedIfEmpty } from './seed'

let t: TestApp

beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

const day = 86_400_000

/** Games per provider a tenant offers. */
async function offeredCounts(database: Database, tenantCode: string) {
  return rowsOf<{ code: string; n: number }>(
    await database.db.execute(sql`
      select p.code, count(g.id)::int as n from tenant_providers tp
      join tenants te on te.id = tp.tenant_id
      join providers p on p.id = tp.provider_id
      join games g on g.provider_id = p.id
      where te.code = ${tenantCode}
      group by p.code order by p.code`),
  )
}

describe('the big catalogue tenant', () => {
  it('offers exactly 12,000 games over 130 providers, a few big studios and many small ones', async () => {
    const counts = await offeredCounts(t.database, 'bigcatalogue')
    expect(counts).toHaveLength(130)
    expect(counts.reduce((sum, row) => sum + row.n, 0)).toBe(12_000)
    const codes = new Set(counts.map((row) => row.code))
    for (const code of [originalsProviderCode, ...demoProviders.map((provider) => provider.code)]) {
      expect(codes.has(code), code).toBe(true)
    }
    const sizes = counts.map((row) => row.n)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(600)
    expect(sizes.filter((n) => n >= 300 && n <= 600).length).toBeGreaterThanOrEqual(5)
    expect(sizes.filter((n) => n < 60).length).toBeGreaterThanOrEqual(50)
    const [categories] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`
        select count(distinct g.category)::int as n from games g
        join tenant_providers tp on tp.provider_id = g.provider_id
        join tenants te on te.id = tp.tenant_id where te.code = 'bigcatalogue'`),
    )
    expect(categories?.n).toBe(12)
  })

  it('is the only tenant offering its studios, whose names read like studios', async () => {
    const studios = catalogueProviders()
    expect(studios).toHaveLength(97)
    expect(new Set(studios.map((studio) => studio.name)).size).toBe(97)
    for (const studio of studios)
      expect(studio.name).toMatch(
        /^\p{Lu}[\p{L} ]+ (Gaming|Studios|Interactive|Games|Play|Entertainment|Labs|Digital|Works|Gaming Group)$/u,
      )
    const offeredBy = rowsOf<{ code: string; tenants: string[] }>(
      await t.database.db.execute(sql`
        select p.code, array_agg(te.code) as tenants from providers p
        join tenant_providers tp on tp.provider_id = p.id join tenants te on te.id = tp.tenant_id
        group by p.code order by p.code`),
    )
    const studioCodes = new Set(studios.map((studio) => studio.code))
    for (const row of offeredBy.filter((candidate) => studioCodes.has(candidate.code))) {
      expect(row.tenants, row.code).toEqual(['bigcatalogue'])
    }
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'bigcatalogue'))
    const [casino1] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'casino1'))
    expect(tenant).toMatchObject({
      siteName: 'Big Catalogue Casino',
      themeCode: 'casino1',
      currency: 'PHP',
      language: 'EN',
    })
    expect(templateByCode('casino1')?.colours).toContain(tenant?.themeColor)
    expect(tenant?.themeColor).not.toBe(casino1?.themeColor)
  })

  it('has the demo player, the cashier, banners and promotions like every tenant', async () => {
    const login = await t.call('login', {
      domain_name: 'bigcatalogue.localhost',
      external_id: 'ext-bigcatalogue',
      account_id: 'demo',
      password: 'demo1234',
    })
    expect(login.status, String(login.json.message)).toBe(200)
    const auth = { account_id: 'demo', auth: String(login.json.token), domain_name: 'bigcatalogue.localhost' }
    const methods = await t.call('depositMethods', auth)
    expect((methods.json.methods as unknown[]).length).toBe(2)
    const favourites = await t.call('favList', auth)
    expect((favourites.json.value as unknown[]).length).toBe(6)
    const [tenant] = await t.database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.code, 'bigcatalogue'))
    const [bannerCount] = await t.database.db
      .select({ n: count() })
      .from(banners)
      .where(eq(banners.tenantId, tenant?.id ?? 0))
    const [promotionCount] = await t.database.db
      .select({ n: count() })
      .from(promotions)
      .where(eq(promotions.tenantId, tenant?.id ?? 0))
    expect([bannerCount?.n, promotionCount?.n]).toEqual([3, 4])
  })
})

describe('RTPs and release dates', () => {
  it('publishes an RTP of 94.00 to 97.80 % where providers publish one, none for live, tables, sports, racing and sabong', async () => {
    const rows = await t.database.db
      .select({ code: games.code, category: games.category, rtp: games.rtp, provider: providers.code })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
    expect(rows.length).toBe(12_000)
    for (const row of rows.filter((candidate) => candidate.provider !== originalsProviderCode)) {
      if (rtpCategories.has(row.category)) {
        expect(row.rtp, row.code).toBeGreaterThanOrEqual(9_400)
        expect(row.rtp, row.code).toBeLessThanOrEqual(9_780)
      } else expect(row.rtp, row.code).toBeNull()
    }
    expect(new Set(rows.map((row) => row.rtp)).size).toBeGreaterThan(300)
    expect(
      [...new Set(rows.filter((row) => !rtpCategories.has(row.category)).map((row) => row.category))].sort(),
    ).toEqual(['casino', 'horse_racing', 'poker', 'sabong', 'sportsbook'])
  })

  it("gives the originals their engines' declared RTP and a recent release", async () => {
    const rows = await t.database.db
      .select({ code: games.code, rtp: games.rtp, releasedOn: games.releasedOn })
      .from(games)
      .where(
        inArray(
          games.code,
          originalsGames.map((game) => game.game_code),
        ),
      )
    expect(rows).toHaveLength(5)
    for (const game of originalsGames) {
      const row = rows.find((candidate) => candidate.code === game.game_code)
      expect(row?.rtp, game.game_code).toBe(engines[game.engine].rtpBp)
      const age = Date.now() - Date.parse(row?.releasedOn ?? '')
      expect(age).toBeGreaterThan(5 * day)
      expect(age).toBeLessThan(40 * day)
    }
  })

  it('spreads release dates over the last three years', async () => {
    const [spread] = rowsOf<{ oldest: string; newest: string; days: number }>(
      await t.database.db.execute(
        sql`select min(released_on)::text as oldest, max(released_on)::text as newest, count(distinct released_on)::int as days from games`,
      ),
    )
    expect(Date.now() - Date.parse(spread?.oldest ?? '')).toBeGreaterThan(1_000 * day)
    expect(Date.now() - Date.parse(spread?.oldest ?? '')).toBeLessThan(1_097 * day)
    expect(Date.parse(spread?.newest ?? '')).toBeLessThanOrEqual(Date.now())
    expect(spread?.days).toBeGreaterThan(1_000)
  })
})

describe('starting over a seeded database', () => {
  it('writes nothing', async () => {
    const before = await databaseFingerprint(t.database)
    expect(await seedIfEmpty(t.database.db)).toBe(false)
    expect(await databaseFingerprint(t.database)).toEqual(before)
  })

  it('fills the RTPs and release dates of a database seeded before games had them, once', async () => {
    const now = new Date()
    const demoCodes = demoProviders.map((provider) => provider.code)
    const demoProviderIds = (
      await t.database.db
        .select({ id: providers.id })
        .from(providers)
        .where(inArray(providers.code, [...demoCodes, originalsProviderCode]))
    ).map((row) => row.id)
    // What migration 0007 leaves in such a database.
    await t.database.db
      .update(games)
      .set({ rtp: null, releasedOn: sql`current_date` })
      .where(inArray(games.providerId, demoProviderIds))
    expect(await seedIfEmpty(t.database.db, now)).toBe(false)
    const stored = new Map(
      (
        await t.database.db
          .select({ code: games.code, rtp: games.rtp, releasedOn: games.releasedOn })
          .from(games)
      ).map((row) => [row.code, row]),
    )
    for (const game of demoGames(now)) {
      expect(stored.get(game.code), game.code).toEqual({
        code: game.code,
        rtp: game.rtp,
        releasedOn: game.releasedOn,
      })
    }
    expect(stored.get('ORIGINALS-HASH-DICE')?.rtp).toBe(engines.dice.rtpBp)
    const after = await databaseFingerprint(t.database)
    expect(await seedIfEmpty(t.database.db, now)).toBe(false)
    expect(await databaseFingerprint(t.database)).toEqual(after)
  })
})

describe('a demo database seeded before leaderboards', () => {
  it("gets the demo's two boards on every demo tenant, in its currency, then writes nothing", async () => {
    const now = new Date()
    await t.database.db.delete(leaderboards)
    expect(await seedIfEmpty(t.database.db, now)).toBe(false)
    const rows = await t.database.db
      .select({ tenant: tenants.code, currency: tenants.currency, board: leaderboards })
      .from(leaderboards)
      .innerJoin(tenants, eq(tenants.id, leaderboards.tenantId))
    expect(rows).toHaveLength(demoTenants.length * 2)
    const slot2 = rows.filter((row) => row.tenant === 'slot2').map((row) => row.board)
    expect(slot2.map(({ code, period, category, metric }) => [code, period, category, metric])).toEqual([
      ['daily-turnover', 'daily', 'all', 'turnover'],
      ['weekly-slots-multiplier', 'weekly', 'slot_game', 'multiplier'],
    ])
    expect(slot2.every((board) => board.activeSince.getTime() === now.getTime())).toBe(true)
    const dong = rows.find((row) => row.currency === 'VND' && row.board.code === 'daily-turnover')
    const peso = rows.find((row) => row.currency === 'PHP' && row.board.code === 'daily-turnover')
    // ₱1,000 first prize: 100,000 centavos, and 500,000 ₫ (VND has no minor unit).
    expect(peso?.board.prizes[0]).toBe(100_000)
    expect(dong?.board.prizes[0]).toBe(500_000)
    const after = await databaseFingerprint(t.database)
    expect(await seedIfEmpty(t.database.db, now)).toBe(false)
    expect(await databaseFingerprint(t.database)).toEqual(after)
  })
})

describe('a demo database seeded before VIP level-up rewards', () => {
  it("gets the demo's rewards on every demo tenant's levels, in its currency, then writes nothing", async () => {
    await t.database.db.update(vipLevels).set({ levelUpReward: 0 })
    expect(await seedIfEmpty(t.database.db, new Date())).toBe(false)
    const rows = await t.database.db
      .select({ tenant: tenants.code, currency: tenants.currency, level: vipLevels })
      .from(vipLevels)
      .innerJoin(tenants, eq(tenants.id, vipLevels.tenantId))
    const slot2 = rows.filter((row) => row.tenant === 'slot2').map((row) => row.level)
    expect(slot2.map((level) => [level.level, level.name, level.benefits])).toEqual([
      [1, 'Bronze', []],
      [2, 'Silver', []],
      [3, 'Gold', []],
      [4, 'Platinum', []],
      [5, 'Diamond', []],
    ])
    // ₱50 for Silver: 5,000 centavos, and 25,000 ₫ (VND has no minor unit).
    const silver = (currency: string) =>
      rows.find((row) => row.currency === currency && row.level.name === 'Silver')?.level.levelUpReward
    expect(silver('PHP')).toBe(5_000)
    expect(silver('VND')).toBe(25_000)
    expect(rows.filter((row) => row.level.level === 1).every((row) => row.level.levelUpReward === 0)).toBe(
      true,
    )
    const after = await databaseFingerprint(t.database)
    expect(await seedIfEmpty(t.database.db, new Date())).toBe(false)
    expect(await databaseFingerprint(t.database)).toEqual(after)
  })
})

/** A demo tenant's demo deposit-bonus offer, as its row. */
async function offerOf(code: string) {
  const [row] = await t.database.db
    .select({ offer: bonusOffers })
    .from(bonusOffers)
    .innerJoin(tenants, eq(tenants.id, bonusOffers.tenantId))
    .where(and(eq(tenants.code, code), eq(bonusOffers.code, 'welcome-100')))
  return row?.offer
}

describe('a demo database seeded before the local texts of bonus offers', () => {
  it("gets the demo offer's title and terms in each demo tenant's language, leaves an edited offer, then writes nothing", async () => {
    const edited = await offerOf('casino4')
    await t.database.db.update(bonusOffers).set({ localTitle: '', localTerms: '' })
    await t.database.db
      .update(bonusOffers)
      .set({ title: 'Our own welcome' })
      .where(eq(bonusOffers.id, edited?.id ?? 0))
    expect(await seedIfEmpty(t.database.db, new Date())).toBe(false)
    // casino1 is English (its local words are Filipino), casino3 Vietnamese.
    expect(await offerOf('casino1')).toMatchObject({
      title: '100% deposit bonus',
      localTitle: '100% bonus sa deposito',
    })
    expect(await offerOf('casino3')).toMatchObject({ localTitle: 'Thưởng nạp 100%' })
    expect((await offerOf('casino3'))?.localTerms).toContain('20 lần')
    expect(await offerOf('casino4')).toMatchObject({
      title: 'Our own welcome',
      localTitle: '',
      localTerms: '',
    })
    const after = await databaseFingerprint(t.database)
    expect(await seedIfEmpty(t.database.db, new Date())).toBe(false)
    expect(await databaseFingerprint(t.database)).toEqual(after)
  })
})

describe("the demo bonus offers' art", () => {
  it('is generated for each demo offer, given to one seeded before it, never to an edited offer, and then writes nothing', async () => {
    const seeded = await offerOf('slot2')
    expect(seeded?.imageUrl).toBe(`/api/media/bonus/${seeded?.id}.svg`)
    const art = await t.app.request(seeded?.imageUrl ?? '')
    expect(art.status).toBe(200)
    expect(art.headers.get('content-type')).toBe('image/svg+xml')
    expect((await t.app.request(`/api/media/bonus/${seeded?.id}.webp`)).headers.get('content-type')).toBe(
      'image/webp',
    )
    expect((await t.app.request('/api/media/bonus/999999.svg')).status).toBe(404)

    const edited = await offerOf('slot3')
    await t.database.db.update(bonusOffers).set({ imageUrl: '' })
    await t.database.db
      .update(bonusOffers)
      .set({ terms: 'Our own terms.' })
      .where(eq(bonusOffers.id, edited?.id ?? 0))
    expect(await seedIfEmpty(t.database.db, new Date())).toBe(false)
    expect((await offerOf('slot2'))?.imageUrl).toBe(seeded?.imageUrl)
    expect((await offerOf('slot3'))?.imageUrl).toBe('')
    const after = await databaseFingerprint(t.database)
    expect(await seedIfEmpty(t.database.db, new Date())).toBe(false)
    expect(await databaseFingerprint(t.database)).toEqual(after)
  })
})

describe('a database seeded before the big catalogue', () => {
  let database: Database

  beforeAll(async () => {
    database = await openTestDatabase({ seed: false })
  })
  afterAll(() => database.close())

  it("leaves an operator's database without demo tenants", async () => {
    await database.db.insert(tenants).values({
      code: 'acme',
      externalId: 'acme-1',
      siteName: 'Acme',
      currency: 'PHP',
      themeCode: 'casino1',
      themeColor: 'midnight-gold',
    })
    expect(await seedIfEmpty(database.db)).toBe(false)
    expect((await database.db.select({ code: tenants.code }).from(tenants)).map((row) => row.code)).toEqual([
      'acme',
    ])
    expect(await database.db.select().from(banners)).toEqual([])
    await database.db.delete(tenants).where(eq(tenants.code, 'acme'))
  })

  it('gets the big catalogue tenant, its studios and home content on the next start, then writes nothing', async () => {
    const now = new Date()
    const earlier = demoTenants.filter((demo) => !demo.bigCatalogue)
    expect(await seedIfEmpty(database.db, now, earlier)).toBe(true)
    const studioCodes = catalogueProviders().map((studio) => studio.code)
    const [studiosBefore] = await database.db
      .select({ n: count() })
      .from(providers)
      .where(inArray(providers.code, studioCodes))
    expect(studiosBefore?.n).toBe(0)
    const slot2Before = await offeredCounts(database, 'slot2')

    expect(await seedIfEmpty(database.db, now)).toBe(false)
    const counts = await offeredCounts(database, 'bigcatalogue')
    expect(counts.reduce((sum, row) => sum + row.n, 0)).toBe(12_000)
    expect(counts).toHaveLength(130)
    expect(await offeredCounts(database, 'slot2')).toEqual(slot2Before)
    const [tenant] = await database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.code, 'bigcatalogue'))
    const demo = await database.db
      .select({ hash: players.passwordHash })
      .from(players)
      .where(and(eq(players.tenantId, tenant?.id ?? 0), eq(players.accountId, 'demo')))
    expect(demo[0]?.hash).not.toBe('!')
    const [bannerCount] = await database.db
      .select({ n: count() })
      .from(banners)
      .where(eq(banners.tenantId, tenant?.id ?? 0))
    expect(bannerCount?.n).toBe(3)
    const [offersOriginals] = await database.db
      .select({ position: tenantProviders.position })
      .from(tenantProviders)
      .innerJoin(providers, eq(providers.id, tenantProviders.providerId))
      .where(and(eq(tenantProviders.tenantId, tenant?.id ?? 0), eq(providers.code, originalsProviderCode)))
    expect(offersOriginals?.position).toBe(0)

    const before = await databaseFingerprint(database)
    expect(await seedIfEmpty(database.db, now)).toBe(false)
    expect(await databaseFingerprint(database)).toEqual(before)
  })
})
