import { apiCalls, type Game, type GameSort, originalsProviderCode } from '@lobbykit/contract'
import { eq, type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { games, providers, tenantProviders, tenants } from '../db/schema'
import { engines } from '../originals/engines'
import { catalogueProviders } from '../seed/bigCatalogue'
import { signUp } from '../testing/players'
import { demoLogin, demoSite, openTestApp, otherSite, rowsOf, type TestApp } from '../testing/testApp'

let t: TestApp

const bigSite = { domain_name: 'bigcatalogue.localhost', external_id: 'ext-bigcatalogue' }
type Site = { domain_name: string; external_id: string }

/** Games of a provider made only for these tests, offered by slot2 (demoSite). */
const etoile = [
  { code: 'ETOILE-1', name: 'Crème Brûlée Riches', category: 'slot_game', rtp: 9650 },
  { code: 'ETOILE-2', name: 'Golden 50% Wheel', category: 'arcade', rtp: null },
  { code: 'ETOILE-3', name: 'Golden_Line', category: 'slot_game', rtp: 9500 },
  { code: 'ETOILE-4', name: 'Zeta Reels 10', category: 'slot_game', rtp: 9400 },
  { code: 'ETOILE-5', name: 'Zeta Reels 2', category: 'slot_game', rtp: 9400 },
]

beforeAll(async () => {
  t = await openTestApp()
  const db = t.database.db
  const [slot2] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'slot2'))
  const [provider] = await db
    .insert(providers)
    .values({ code: 'ETOILE', name: 'Étoile Jeux' })
    .returning({ id: providers.id })
  await db
    .insert(tenantProviders)
    .values({ tenantId: slot2?.id ?? 0, providerId: provider?.id ?? 0, position: 99 })
  await db.insert(games).values(
    etoile.map((game, index) => ({
      ...game,
      providerId: provider?.id ?? 0,
      gameType: game.category === 'arcade' ? 'ARCADE' : 'SLOTS',
      imageUrl: `/api/media/game/${game.code}.svg`,
      popularity: 100 + index,
      releasedOn: `2026-01-0${index + 1}`,
    })),
  )
})
afterAll(() => t.close())

type Query = Partial<{
  category: string
  provider_code: string
  search: string
  sort: GameSort
  favourites: boolean
  account_id: string
  auth: string
}>

async function page(site: Site, query: Query, pageNo = 1, pageSize = 100) {
  const { status, json } = await t.call('getGames', { ...site, ...query, page: pageNo, page_size: pageSize })
  expect(status, String(json.message)).toBe(200)
  return apiCalls.getGames.response.parse(json)
}

/** Every game of a query, page after page, and the total each page gave. */
async function everyGame(
  site: Site,
  query: Query,
  pageSize = 100,
): Promise<{ games: Game[]; totals: number[] }> {
  const first = await page(site, query, 1, pageSize)
  const all = [...first.value]
  const totals = [first.total]
  for (let pageNo = 2; (pageNo - 1) * pageSize < first.total; pageNo++) {
    const next = await page(site, query, pageNo, pageSize)
    all.push(...next.value)
    totals.push(next.total)
  }
  return { games: all, totals }
}

/** The codes of a tenant's games in an order, straight from the database: what the index must agree with. */
async function databaseOrder(tenantCode: string, where: SQL, orderBy: SQL): Promise<string[]> {
  const rows = rowsOf<{ code: string }>(
    await t.database.db.execute(sql`
      select g.code from games g
      join tenant_providers tp on tp.provider_id = g.provider_id
      join tenants te on te.id = tp.tenant_id
      where te.code = ${tenantCode} and ${where}
      order by ${orderBy}`),
  )
  return rows.map((row) => row.code)
}

const codes = (list: Game[]) => list.map((game) => game.game_code)
const nameOrder = new Intl.Collator('en', { numeric: true })

describe('get_games: search', () => {
  it('needs every word in the game name or the provider name, ignoring case and accents', async () => {
    expect(codes((await page(demoSite, { search: 'etoile creme' })).value)).toEqual(['ETOILE-1'])
    expect(codes((await page(demoSite, { search: 'BRÛLÉE  étoile' })).value)).toEqual(['ETOILE-1'])
    expect((await page(demoSite, { search: 'Étoile' })).total).toBe(5)
    expect((await page(demoSite, { search: 'etoile bonanza' })).total).toBe(0)
    // A provider's name alone finds its games: Nova Reels makes 100 slots.
    const nova = await everyGame(demoSite, { search: 'nova reels' })
    expect(nova.games.length).toBeGreaterThanOrEqual(100)
    expect(
      nova.games.every((game) => `${game.game_name} ${game.provider_name}`.toLowerCase().includes('nova')),
    ).toBe(true)
  })

  it('takes LIKE wildcards literally', async () => {
    expect(codes((await page(demoSite, { search: '%' })).value)).toEqual(['ETOILE-2'])
    expect(codes((await page(demoSite, { search: '_' })).value)).toEqual(['ETOILE-3'])
    expect((await page(demoSite, { search: 'golden%' })).total).toBe(0)
  })

  it('searches within the category and provider asked for', async () => {
    expect(codes((await page(demoSite, { search: 'golden etoile', category: 'arcade' })).value)).toEqual([
      'ETOILE-2',
    ])
    const golden = await page(demoSite, { search: 'golden', provider_code: 'ETOILE' })
    expect(codes(golden.value).sort()).toEqual(['ETOILE-2', 'ETOILE-3'])
  })
})

describe('get_games: orders, pages and totals', () => {
  const hotOrders: Record<Exclude<GameSort, 'name'>, SQL> = {
    popular: sql`g.popularity desc, g.id asc`,
    new: sql`g.released_on desc, g.popularity desc, g.id asc`,
    rtp: sql`g.rtp desc nulls last, g.popularity desc, g.id asc`,
  }

  for (const sort of ['popular', 'new', 'rtp'] as const) {
    it(`'${sort}' lists the hot games as the database orders them, page by page`, async () => {
      const expected = await databaseOrder('casino3', sql`g.is_hot`, hotOrders[sort])
      const { games: listed, totals } = await everyGame(otherSite, { category: 'hot', sort }, 24)
      expect(codes(listed)).toEqual(expected)
      expect(new Set(totals)).toEqual(new Set([expected.length]))
    })
  }

  it("'rtp' puts games without a published RTP last", async () => {
    const { games: listed } = await everyGame(otherSite, { category: 'hot', sort: 'rtp' })
    const firstWithout = listed.findIndex((game) => game.rtp === null)
    expect(firstWithout).toBeGreaterThan(0)
    expect(listed.slice(firstWithout).every((game) => game.rtp === null)).toBe(true)
    const rtps = listed.slice(0, firstWithout).map((game) => game.rtp ?? 0)
    expect(rtps).toEqual([...rtps].sort((a, b) => b - a))
  })

  it("'name' lists A to Z, numbers in order", async () => {
    const { games: listed } = await everyGame(demoSite, { category: 'slot_game', sort: 'name' })
    for (let index = 1; index < listed.length; index++) {
      const [before, after] = [listed[index - 1]?.game_name ?? '', listed[index]?.game_name ?? '']
      expect(nameOrder.compare(before, after), `${before} / ${after}`).toBeLessThanOrEqual(0)
    }
    const zeta = codes(listed).filter((code) => code === 'ETOILE-4' || code === 'ETOILE-5')
    expect(zeta).toEqual(['ETOILE-5', 'ETOILE-4'])
  })

  it('pages a category with the total of every match; a page past the end is empty', async () => {
    const expected = await databaseOrder('slot2', sql`g.category = 'slot_game'`, hotOrders.popular)
    const { games: listed, totals } = await everyGame(demoSite, { category: 'slot_game' }, 48)
    expect(codes(listed)).toEqual(expected)
    expect(totals.every((total) => total === expected.length)).toBe(true)
    const past = await page(demoSite, { category: 'slot_game' }, 1_000, 48)
    expect({ value: past.value, total: past.total }).toEqual({ value: [], total: expected.length })
  })

  it("'hot' holds the hot games of every category, no category every game", async () => {
    const hot = await everyGame(demoSite, { category: 'hot' })
    expect(codes(hot.games).sort()).toEqual((await databaseOrder('slot2', sql`g.is_hot`, sql`g.code`)).sort())
    expect(new Set(hot.games.map((game) => game.category)).size).toBeGreaterThan(3)
    const every = await page(demoSite, {})
    expect(every.total).toBe((await databaseOrder('slot2', sql`true`, sql`g.id`)).length)
    expect(every.providers.reduce((sum, provider) => sum + provider.game_count, 0)).toBe(every.total)
  })

  it("filters by provider, and lists the providers of the category in the tenant's order", async () => {
    const nova = await page(demoSite, { category: 'slot_game', provider_code: 'NOVA' })
    expect(nova.total).toBe(100)
    expect(nova.value.every((game) => game.provider_code === 'NOVA')).toBe(true)
    expect(nova.providers[0]?.provider_code).toBe(originalsProviderCode)
    expect(nova.providers.at(-1)).toMatchObject({ provider_code: 'ETOILE', game_count: 4 })
    expect(nova.providers.every((provider) => provider.game_count > 0)).toBe(true)
    const casino = await page(demoSite, { category: 'casino', provider_code: 'NOVA' })
    expect(casino.total).toBe(0)
    expect(casino.providers.map((provider) => provider.provider_code)).not.toContain('NOVA')
  })

  it('offers the rtp order only where some game of the lobby publishes one', async () => {
    expect((await page(demoSite, { category: 'slot_game' })).sorts).toEqual(['popular', 'new', 'name', 'rtp'])
    // Live poker tables publish none; the originals' roulette makes the live casino offer it.
    expect((await page(demoSite, { category: 'poker' })).sorts).toEqual(['popular', 'new', 'name'])
    expect((await page(demoSite, { category: 'casino' })).sorts).toContain('rtp')
    expect((await page(demoSite, { category: 'hot' })).sorts).toContain('rtp')
    expect((await page(demoSite, {})).sorts).toContain('rtp')
  })

  it('answers every game with its published RTP, null for live tables', async () => {
    const live = await page(demoSite, { category: 'casino', provider_code: 'CORAL' })
    expect(live.value.every((game) => game.rtp === null)).toBe(true)
    const [roulette] = (
      await page(demoSite, { search: 'european roulette', provider_code: originalsProviderCode })
    ).value
    expect(roulette?.rtp).toBe(engines.roulette.rtpBp)
    expect((await page(demoSite, { search: 'creme etoile' })).value[0]?.rtp).toBe(9650)
  })

  it('refuses an unknown category, naming the field', async () => {
    const { status, json } = await t.call('getGames', {
      ...demoSite,
      category: 'hotx',
      page: 1,
      page_size: 1,
    })
    expect({ status, message: json.message }).toEqual({
      status: 400,
      message: 'category: unknown category hotx',
    })
  })
})

describe('get_games: favourites only', () => {
  it('needs a signed-in player', async () => {
    for (const query of [{ favourites: true }, { favourites: true, account_id: 'demo' }]) {
      const { status, json } = await t.call('getGames', { ...demoSite, ...query, page: 1, page_size: 10 })
      expect({ status, message: json.message }).toEqual({
        status: 400,
        message: 'favourites: sign in to see your favourites',
      })
    }
    const forged = await t.call('getGames', {
      ...demoSite,
      favourites: true,
      account_id: 'demo',
      auth: 'not-a-session-token-at-all',
      page: 1,
      page_size: 10,
    })
    expect({ status: forged.status, message: forged.json.message }).toEqual({
      status: 401,
      message: 'sessionExpired',
    })
  })

  it("shows only the player's favourites, in the chosen order and filters", async () => {
    const player = await signUp(t, demoSite)
    const other = await signUp(t, demoSite)
    const slots = (await page(demoSite, { category: 'slot_game', provider_code: 'NOVA' })).value
    const table = (await page(demoSite, { category: 'casino', provider_code: 'CORAL' })).value[0] as Game
    const picked = [slots[5] as Game, table, { game_code: 'ETOILE-1', provider_code: 'ETOILE' }]
    for (const game of picked) {
      const added = await t.call('favAdd', {
        ...player,
        game_code: game.game_code,
        provider_code: game.provider_code,
      })
      expect(added.status, String(added.json.message)).toBe(200)
    }
    await t.call('favAdd', { ...other, game_code: (slots[0] as Game).game_code, provider_code: 'NOVA' })
    const signedIn = { favourites: true, account_id: player.account_id, auth: player.auth }

    const byName = await page(demoSite, { ...signedIn, sort: 'name' })
    expect(byName.total).toBe(3)
    const listedNames = byName.value.map((game) => game.game_name)
    expect(listedNames).toEqual([...listedNames].sort(nameOrder.compare))
    expect(codes(byName.value).sort()).toEqual(picked.map((game) => game.game_code).sort())
    expect(codes((await page(demoSite, { ...signedIn, category: 'slot_game' })).value).sort()).toEqual(
      [slots[5]?.game_code, 'ETOILE-1'].sort(),
    )
    expect(codes((await page(demoSite, { ...signedIn, search: 'creme' })).value)).toEqual(['ETOILE-1'])
    // Other lobbies and the favourites of another player are not mixed in.
    const others = await page(demoSite, { favourites: true, account_id: other.account_id, auth: other.auth })
    expect(codes(others.value)).toEqual([slots[0]?.game_code])
    // The provider filter and sorts still describe the whole lobby.
    expect(byName.providers).toEqual((await page(demoSite, {})).providers)
  })

  it('refuses an expired session and a session of another tenant', async () => {
    const player = await signUp(t, demoSite)
    const signedIn = { favourites: true, account_id: player.account_id, auth: player.auth }
    const later = t.sibling({ now: () => new Date(Date.now() + 25 * 3_600_000) })
    const expired = await later.call('getGames', { ...demoSite, ...signedIn, page: 1, page_size: 10 })
    expect({ status: expired.status, message: expired.json.message }).toEqual({
      status: 401,
      message: 'sessionExpired',
    })
    const elsewhere = await t.call('getGames', { ...otherSite, ...signedIn, page: 1, page_size: 10 })
    expect({ status: elsewhere.status, message: elsewhere.json.message }).toEqual({
      status: 401,
      message: 'sessionExpired',
    })
  })
})

describe('the big catalogue and tenant isolation', () => {
  const studioCodes = new Set(catalogueProviders().map((provider) => provider.code))

  it('answers 12,000 games over 130 providers on bigcatalogue.localhost', async () => {
    const every = await page(bigSite, {}, 1, 48)
    expect(every.total).toBe(12_000)
    expect(every.value).toHaveLength(48)
    expect(every.providers).toHaveLength(130)
    expect(every.providers.reduce((sum, provider) => sum + provider.game_count, 0)).toBe(12_000)
    expect(every.providers[0]?.provider_code).toBe(originalsProviderCode)
    expect(every.providers.filter((provider) => studioCodes.has(provider.provider_code))).toHaveLength(97)
    const last = await page(bigSite, { sort: 'name' }, 250, 48)
    expect(last.value).toHaveLength(48)
    const cafe = await page(bigSite, { search: 'café labs' })
    expect(cafe.total).toBeGreaterThan(0)
    expect(cafe.value.every((game) => game.provider_code === 'CAFE')).toBe(true)
  })

  it("never shows the big catalogue's studios on another tenant", async () => {
    for (const site of [demoSite, otherSite, { domain_name: 'localhost', external_id: 'ext-casino1' }]) {
      const every = await page(site, {})
      expect(every.providers.filter((provider) => studioCodes.has(provider.provider_code))).toEqual([])
      expect((await page(site, { search: 'café labs' })).total).toBe(0)
      expect((await page(site, { provider_code: 'CAFE' })).total).toBe(0)
      const hot = apiCalls.getHotGames.response.parse(
        (await t.call('getHotGames', { ...site, game_type: '' })).json,
      )
      expect(hot.value.filter((game) => studioCodes.has(game.provider_code))).toEqual([])
    }
  })
})

describe('get_hot_games and recently played', () => {
  it('answer games with their published RTP', async () => {
    const hot = apiCalls.getHotGames.response.parse(
      (await t.call('getHotGames', { ...demoSite, game_type: '' })).json,
    )
    const lucky = hot.value.find((game) => game.game_code === 'ORIGINALS-LUCKY-FIVES')
    expect(lucky?.rtp).toBe(engines.slot.rtpBp)
    const live = apiCalls.getHotGames.response.parse(
      (await t.call('getHotGames', { ...demoSite, game_type: 'LIVE' })).json,
    )
    expect(live.value.length).toBeGreaterThan(1)
    expect(live.value.filter((game) => game.rtp !== null).map((game) => game.game_code)).toEqual([
      'ORIGINALS-ROULETTE',
    ])

    const login = await t.call('login', demoLogin)
    const recent = apiCalls.recentGames.response.parse(
      (await t.call('recentGames', { ...demoSite, account_id: 'demo', auth: String(login.json.token) })).json,
    )
    expect(recent.value.length).toBeGreaterThan(0)
    const stored = new Map(
      (await t.database.db.select({ code: games.code, rtp: games.rtp }).from(games)).map((row) => [
        row.code,
        row.rtp,
      ]),
    )
    for (const game of recent.value) expect(game.rtp, game.game_code).toBe(stored.get(game.game_code))
  })
})

describe('the catalogue index in the cache', () => {
  it('sees a new game once the version check has run', async () => {
    let clock = Date.now()
    const instance = t.sibling({ cacheCheckIntervalMs: 1_000, now: () => new Date(clock) })
    const ask = async () =>
      apiCalls.getGames.response.parse(
        (
          await instance.call('getGames', {
            ...demoSite,
            search: 'invalidation quest',
            page: 1,
            page_size: 10,
          })
        ).json,
      ).total
    expect(await ask()).toBe(0)
    const [nova] = await t.database.db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.code, 'NOVA'))
    await t.database.db.insert(games).values({
      providerId: nova?.id ?? 0,
      code: 'NOVA-SLOTS-INVALIDATION',
      name: 'Invalidation Quest',
      category: 'slot_game',
      gameType: 'SLOTS',
      imageUrl: '/api/media/game/NOVA-SLOTS-INVALIDATION.svg',
    })
    // Within the interval the cached index answers.
    expect(await ask()).toBe(0)
    clock += 1_000
    let seen = 0
    for (let attempt = 0; attempt < 20 && seen === 0; attempt++) {
      seen = await ask()
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect(seen).toBe(1)
  })
})
