import { describe, expect, it } from 'vitest'
import {
  buildCatalogueIndex,
  type CatalogueRow,
  findGames,
  gamesAt,
  gamesJsonAt,
  rememberedSearches,
} from './catalogueIndex'

let nextId = 1

function row(fields: Partial<CatalogueRow> & { name: string }): CatalogueRow {
  const id = fields.id ?? nextId++
  const providerCode = fields.providerCode ?? 'AURORA'
  return {
    id,
    code: `${providerCode}-${id}`,
    category: 'slot_game',
    gameType: 'SLOTS',
    imageUrl: `/api/media/game/${providerCode}-${id}.svg`,
    isHot: false,
    popularity: 0,
    rtp: null,
    releasedOn: '2025-01-01',
    providerName: 'Aurora Gaming',
    providerImage: `/api/media/provider/${providerCode}.svg`,
    providerPosition: 0,
    ...fields,
    providerCode,
  }
}

const names = (index: ReturnType<typeof buildCatalogueIndex>, positions: number[]) =>
  gamesAt(index, positions).map((game) => game.game_name)

describe('findGames: search', () => {
  const index = buildCatalogueIndex([
    row({ name: 'Sweet Bonanza', providerCode: 'PRAGMA', providerName: 'Pragma Play', popularity: 9 }),
    row({ name: 'Piñata Party', providerCode: 'CAFE', providerName: 'Café Labs', popularity: 8 }),
    row({ name: 'Golden 50% Wheel', popularity: 7 }),
    row({ name: 'Golden_Line', popularity: 6 }),
    row({ name: 'Bonanza Gold', providerCode: 'CAFE', providerName: 'Café Labs', popularity: 5 }),
  ])
  const search = (text: string) => {
    const { positions, total } = findGames(index, { search: text }, { page: 1, pageSize: 10 })
    return { names: names(index, positions), total }
  }

  it('needs every word, each in the game name or the provider name, in any order', () => {
    expect(search('pragma bonanza').names).toEqual(['Sweet Bonanza'])
    expect(search('bonanza').names).toEqual(['Sweet Bonanza', 'Bonanza Gold'])
    expect(search('bonanza cafe').names).toEqual(['Bonanza Gold'])
    expect(search('cafe bonanza').names).toEqual(['Bonanza Gold'])
    expect(search('bonanza piñata').total).toBe(0)
  })

  it('ignores case and accents on both sides', () => {
    expect(search('CAFÉ').names).toEqual(['Piñata Party', 'Bonanza Gold'])
    expect(search('cafe pinata').names).toEqual(['Piñata Party'])
    expect(search('PIÑATA').names).toEqual(['Piñata Party'])
  })

  it('takes LIKE wildcards as the characters they are', () => {
    expect(search('%').names).toEqual(['Golden 50% Wheel'])
    expect(search('_').names).toEqual(['Golden_Line'])
    expect(search('50%').total).toBe(1)
    expect(search('0%w').total).toBe(0)
  })

  it('finds everything for a blank search', () => {
    expect(search('   ').total).toBe(5)
  })
})

describe('findGames: orders', () => {
  const rows = [
    row({ id: 10, name: 'Game 10', popularity: 50, rtp: 9600, releasedOn: '2024-05-01' }),
    row({ id: 11, name: 'Game 2', popularity: 50, rtp: null, releasedOn: '2026-01-01' }),
    row({ id: 12, name: 'éclair', popularity: 80, rtp: 9400, releasedOn: '2026-01-01' }),
    row({ id: 13, name: 'Apple', popularity: 10, rtp: 9600, releasedOn: '2025-03-03' }),
    row({ id: 14, name: 'Zebra', popularity: 90, rtp: null, releasedOn: '2023-01-01' }),
    row({ id: 15, name: 'Eclair', popularity: 80, rtp: 9780, releasedOn: '2025-03-03' }),
  ]
  // Built from rows in another order than their ids: the orders must not depend on it.
  const index = buildCatalogueIndex([...rows].reverse())
  const ordered = (sort: 'popular' | 'new' | 'name' | 'rtp') =>
    names(index, findGames(index, { sort }, { page: 1, pageSize: 10 }).positions)

  it('popular: most played first, then the lower id', () => {
    expect(ordered('popular')).toEqual(['Zebra', 'éclair', 'Eclair', 'Game 10', 'Game 2', 'Apple'])
  })

  it('new: newest release first, then most played', () => {
    expect(ordered('new')).toEqual(['éclair', 'Game 2', 'Eclair', 'Apple', 'Game 10', 'Zebra'])
  })

  it('name: A to Z by a locale-aware collator with numbers in order, then the id', () => {
    expect(ordered('name')).toEqual(['Apple', 'Eclair', 'éclair', 'Game 2', 'Game 10', 'Zebra'])
  })

  it('rtp: highest first, games without one last, ties by popularity', () => {
    expect(ordered('rtp')).toEqual(['Eclair', 'Game 10', 'Apple', 'éclair', 'Zebra', 'Game 2'])
  })

  it('popular when no sort is given', () => {
    expect(names(index, findGames(index, {}, { page: 1, pageSize: 10 }).positions)).toEqual(
      ordered('popular'),
    )
  })
})

describe('findGames: views, filters and pages', () => {
  const index = buildCatalogueIndex([
    ...Array.from({ length: 30 }, (_, n) =>
      row({
        name: `Slot ${n + 1}`,
        popularity: 1_000 - n,
        isHot: n % 10 === 0,
        rtp: 9_500,
        providerCode: n % 2 === 0 ? 'AURORA' : 'BLAZE',
        providerName: n % 2 === 0 ? 'Aurora Gaming' : 'Blaze Studios',
        providerPosition: n % 2 === 0 ? 1 : 0,
      }),
    ),
    ...Array.from({ length: 5 }, (_, n) =>
      row({
        name: `Table ${n + 1}`,
        category: 'casino',
        gameType: 'LIVE',
        popularity: 2_000 - n,
        isHot: n === 4,
        providerCode: 'CORAL',
        providerName: 'Coral Live',
        providerPosition: 2,
      }),
    ),
  ])

  it('pages through a view with the total of every page', () => {
    const first = findGames(index, { category: 'slot_game' }, { page: 1, pageSize: 12 })
    const third = findGames(index, { category: 'slot_game' }, { page: 3, pageSize: 12 })
    const beyond = findGames(index, { category: 'slot_game' }, { page: 4, pageSize: 12 })
    expect([first.total, third.total, beyond.total]).toEqual([30, 30, 30])
    expect(names(index, first.positions)).toEqual(Array.from({ length: 12 }, (_, n) => `Slot ${n + 1}`))
    expect(names(index, third.positions)).toEqual(Array.from({ length: 6 }, (_, n) => `Slot ${n + 25}`))
    expect(beyond.positions).toEqual([])
  })

  it('pages through a filtered result with its own total', () => {
    const query = { category: 'slot_game', providerCode: 'BLAZE', search: 'slot' }
    const second = findGames(index, query, { page: 2, pageSize: 4 })
    expect(second.total).toBe(15)
    expect(names(index, second.positions)).toEqual(['Slot 10', 'Slot 12', 'Slot 14', 'Slot 16'])
  })

  it('answers a search asked again, in another order or for another page, as the first time', () => {
    const fresh = () => buildCatalogueIndex(index.games)
    const remembering = fresh()
    const queries = [
      { category: 'slot_game', search: 'slot 1' },
      { category: 'slot_game', search: 'slot 1', sort: 'name' as const },
      { category: 'slot_game', providerCode: 'AURORA' },
      { category: 'hot', search: 'table' },
    ]
    for (const query of [...queries, ...queries])
      for (const page of [1, 2, 3]) {
        const asked = findGames(remembering, query, { page, pageSize: 4 })
        const first = findGames(fresh(), query, { page, pageSize: 4 })
        expect([asked.total, asked.positions]).toEqual([first.total, first.positions])
      }
  })

  it(`remembers at most ${rememberedSearches} searches, forgetting the longest unasked first`, () => {
    const remembering = buildCatalogueIndex(index.games)
    findGames(remembering, { search: 'slot' }, { page: 1, pageSize: 4 })
    for (let n = 0; n < rememberedSearches + 40; n += 1) {
      findGames(remembering, { search: `slot ${n}` }, { page: 1, pageSize: 4 })
      if (n % 10 === 0) findGames(remembering, { search: 'slot' }, { page: 2, pageSize: 4 })
    }
    expect(remembering.searches.size).toBe(rememberedSearches)
    expect([...remembering.searches.keys()].some((key) => key.endsWith('|slot'))).toBe(true)
    expect([...remembering.searches.keys()].some((key) => key.endsWith('|slot 0'))).toBe(false)
  })

  it("keeps 'hot' across categories and every game without a category", () => {
    const hot = findGames(index, { category: 'hot' }, { page: 1, pageSize: 50 })
    expect(names(index, hot.positions)).toEqual(['Table 5', 'Slot 1', 'Slot 11', 'Slot 21'])
    expect(findGames(index, {}, { page: 1, pageSize: 1 }).total).toBe(35)
    expect(findGames(index, { category: 'casino' }, { page: 1, pageSize: 50 }).total).toBe(5)
    expect(findGames(index, { category: 'fishing' }, { page: 1, pageSize: 50 }).total).toBe(0)
    expect(() => findGames(index, { category: 'knitting' }, { page: 1, pageSize: 1 })).toThrow(RangeError)
  })

  it('filters by provider; a provider the tenant does not offer finds nothing', () => {
    const aurora = findGames(index, { providerCode: 'AURORA' }, { page: 1, pageSize: 50 })
    expect(aurora.total).toBe(15)
    expect(gamesAt(index, aurora.positions).every((game) => game.provider_code === 'AURORA')).toBe(true)
    expect(findGames(index, { providerCode: 'NOPE' }, { page: 1, pageSize: 50 }).total).toBe(0)
  })

  it('keeps only the given games (favourites), in the chosen order', () => {
    const ids = new Set(
      [
        index.games.find((game) => game.name === 'Slot 3'),
        index.games.find((game) => game.name === 'Table 2'),
      ]
        .map((game) => game?.id ?? 0)
        .concat([999_999]),
    )
    const byName = findGames(index, { onlyIds: ids, sort: 'name' }, { page: 1, pageSize: 50 })
    expect({ total: byName.total, names: names(index, byName.positions) }).toEqual({
      total: 2,
      names: ['Slot 3', 'Table 2'],
    })
    const popular = findGames(index, { onlyIds: ids }, { page: 1, pageSize: 50 })
    expect(names(index, popular.positions)).toEqual(['Table 2', 'Slot 3'])
    expect(findGames(index, { onlyIds: new Set() }, { page: 1, pageSize: 50 }).total).toBe(0)
  })

  it("lists a view's providers in the tenant's order with their games, whatever else is asked", () => {
    const { view } = findGames(
      index,
      { category: 'slot_game', search: 'nothing like it' },
      { page: 1, pageSize: 1 },
    )
    expect(view.providers).toEqual([
      {
        provider_code: 'BLAZE',
        provider_name: 'Blaze Studios',
        provider_image: '/api/media/provider/BLAZE.svg',
        game_count: 15,
      },
      {
        provider_code: 'AURORA',
        provider_name: 'Aurora Gaming',
        provider_image: '/api/media/provider/AURORA.svg',
        game_count: 15,
      },
    ])
    const hot = findGames(index, { category: 'hot' }, { page: 1, pageSize: 1 }).view
    expect(hot.providers.map((provider) => [provider.provider_code, provider.game_count])).toEqual([
      ['AURORA', 3],
      ['CORAL', 1],
    ])
    expect(JSON.parse(hot.providersJson)).toEqual(hot.providers)
  })

  it('offers the rtp order only where some game of the lobby publishes one', () => {
    const sortsOf = (category?: string) => findGames(index, { category }, { page: 1, pageSize: 1 }).view.sorts
    expect(sortsOf('slot_game')).toEqual(['popular', 'new', 'name', 'rtp'])
    expect(sortsOf('casino')).toEqual(['popular', 'new', 'name'])
    // 'hot' and every category together look at the whole lobby.
    expect(sortsOf('hot')).toEqual(['popular', 'new', 'name', 'rtp'])
    expect(sortsOf(undefined)).toEqual(['popular', 'new', 'name', 'rtp'])
    const live = buildCatalogueIndex([row({ name: 'Only Live', category: 'casino', isHot: true })])
    expect(findGames(live, { category: 'hot' }, { page: 1, pageSize: 1 }).view.sorts).toEqual([
      'popular',
      'new',
      'name',
    ])
  })

  it("answers each game as the contract's Game, also as JSON", () => {
    const { positions } = findGames(index, { category: 'casino' }, { page: 1, pageSize: 2 })
    expect(gamesAt(index, positions)[0]).toEqual({
      provider_code: 'CORAL',
      provider_name: 'Coral Live',
      game_code: index.games[positions[0] ?? 0]?.code,
      game_name: 'Table 1',
      game_type: 'LIVE',
      game_image: index.games[positions[0] ?? 0]?.imageUrl,
      category: 'casino',
      rtp: null,
    })
    expect(JSON.parse(gamesJsonAt(index, positions))).toEqual(gamesAt(index, positions))
  })
})
