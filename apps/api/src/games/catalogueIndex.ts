import {
  type Game,
  type GameSort,
  gameSorts,
  type ProviderSummary,
  productCategoryKeys,
} from '@lobbykit/contract'
import { matchesWords, searchHaystack, searchWords } from '@lobbykit/contract/gameSearch'
import { forgetOldest } from '../cache/forgetOldest'

/**
 * The in-process index of one tenant's catalogue (docs/product.md#lobby): pure functions over its rows, built
 * once per tenant version (`games/catalogue.ts` loads the rows through the site cache). Every lobby view (all
 * games, 'hot', each product category) keeps its games in each of the four orders, computed once; a request
 * walks one of them, keeps the games that match its provider, search words and favourites, counts them and
 * cuts out its page. Nothing here touches the database.
 */

/** A game of the tenant's catalogue with its provider, as `games/catalogue.ts` loads it. */
export interface CatalogueRow {
  id: number
  code: string
  name: string
  /** A product category key (slot_game, casino, ...). */
  category: string
  gameType: string
  imageUrl: string
  isHot: boolean
  popularity: number
  /** Hundredths of a percent, or null where the provider publishes none. */
  rtp: number | null
  /** YYYY-MM-DD. */
  releasedOn: string
  providerCode: string
  providerName: string
  providerImage: string
  /** The provider's place in the tenant's order. */
  providerPosition: number
}

/** The key of a lobby view: '' for every category, 'hot', or a product category key. */
export type ViewKey = string

interface LobbyView {
  /** Positions (into `CatalogueIndex.games`) of the view's games, in each order. */
  orders: Record<GameSort, Int32Array>
  providers: ProviderSummary[]
  /** `providers` as JSON, ready for an answer. */
  providersJson: string
  sorts: GameSort[]
  sortsJson: string
}

export interface CatalogueIndex {
  games: readonly CatalogueRow[]
  /** Per game: the normalised "game name provider name" the search looks into. */
  haystacks: readonly string[]
  /** Per game: its contract `Game` as JSON, ready for an answer. */
  json: readonly string[]
  /** Per game: its provider's number, so a provider filter compares integers. */
  providerOf: Int32Array
  providerNumbers: ReadonlyMap<string, number>
  positionById: ReadonlyMap<number, number>
  views: ReadonlyMap<ViewKey, LobbyView>
  /**
   * The matches of recent searches (view, order, provider and words; never a player's favourites), most recent
   * last, at most `rememberedSearches`: players type the same names and prefixes, so most keystrokes are
   * answered by cutting a page out of a list already found. Dropped with the index at the next tenant version.
   */
  searches: Map<string, Int32Array>
}

/** How many searches an index remembers (each at most its view's size in 4-byte positions). */
export const rememberedSearches = 256

/** The contract's `Game` of a catalogue row. */
export function gameOf(row: CatalogueRow): Game {
  return {
    provider_code: row.providerCode,
    provider_name: row.providerName,
    game_code: row.code,
    game_name: row.name,
    game_type: row.gameType,
    game_image: row.imageUrl,
    category: row.category,
    rtp: row.rtp,
  }
}

const nameCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'variant' })

type Compare = (a: CatalogueRow, b: CatalogueRow) => number

const byPopularity: Compare = (a, b) => b.popularity - a.popularity || a.id - b.id

/** The four orders of docs/product.md#lobby, each a total order (ties end on the game's id). */
export const gameOrders: Record<GameSort, Compare> = {
  popular: byPopularity,
  new: (a, b) =>
    (a.releasedOn === b.releasedOn ? 0 : a.releasedOn < b.releasedOn ? 1 : -1) || byPopularity(a, b),
  name: (a, b) => nameCollator.compare(a.name, b.name) || a.id - b.id,
  rtp: (a, b) => {
    if (a.rtp !== b.rtp) {
      if (a.rtp === null) return 1
      if (b.rtp === null) return -1
      return b.rtp - a.rtp
    }
    return byPopularity(a, b)
  },
}

function inView(key: ViewKey, row: CatalogueRow): boolean {
  if (key === '') return true
  if (key === 'hot') return row.isHot
  return row.category === key
}

/** Builds the index of a tenant's catalogue: every order of every view, the providers and sorts of each. */
export function buildCatalogueIndex(rows: readonly CatalogueRow[]): CatalogueIndex {
  const games = [...rows].sort((a, b) => a.id - b.id)
  const haystacks = games.map((row) => searchHaystack(row.name, row.providerName))
  const json = games.map((row) => JSON.stringify(gameOf(row)))
  const providerNumbers = new Map<string, number>()
  const providerOf = new Int32Array(games.length)
  games.forEach((row, position) => {
    let number = providerNumbers.get(row.providerCode)
    if (number === undefined) {
      number = providerNumbers.size
      providerNumbers.set(row.providerCode, number)
    }
    providerOf[position] = number
  })
  const positionById = new Map(games.map((row, position) => [row.id, position]))

  // Each order once over every game; a view keeps the positions of its own games from it, in the same order.
  const allPositions = games.map((_row, position) => position)
  const sorted = Object.fromEntries(
    gameSorts.map((sort) => {
      const compare = gameOrders[sort]
      return [
        sort,
        [...allPositions].sort((a, b) => compare(games[a] as CatalogueRow, games[b] as CatalogueRow)),
      ]
    }),
  ) as Record<GameSort, number[]>
  const lobbyHasRtp = games.some((row) => row.rtp !== null)

  // One pass over each order deals every game into the views it belongs to (all, its category, 'hot').
  const viewKeys: ViewKey[] = ['', 'hot', ...productCategoryKeys]
  const viewsOf = games.map((row) => viewKeys.flatMap((key, view) => (inView(key, row) ? [view] : [])))
  const dealt = Object.fromEntries(
    gameSorts.map((sort) => {
      const buckets = viewKeys.map((): number[] => [])
      for (const position of sorted[sort]) {
        for (const view of viewsOf[position] ?? []) buckets[view]?.push(position)
      }
      return [sort, buckets.map((bucket) => Int32Array.from(bucket))]
    }),
  ) as Record<GameSort, Int32Array[]>

  const views = new Map<ViewKey, LobbyView>()
  for (const [view, key] of viewKeys.entries()) {
    const orders = Object.fromEntries(
      gameSorts.map((sort) => [sort, dealt[sort][view] ?? new Int32Array()]),
    ) as Record<GameSort, Int32Array>
    const counts = new Map<string, { row: CatalogueRow; count: number }>()
    for (const position of orders.popular) {
      const row = games[position] as CatalogueRow
      const held = counts.get(row.providerCode)
      if (held) held.count++
      else counts.set(row.providerCode, { row, count: 1 })
    }
    const providers = [...counts.values()]
      .sort(
        (a, b) =>
          a.row.providerPosition - b.row.providerPosition ||
          (a.row.providerCode < b.row.providerCode ? -1 : 1),
      )
      .map(({ row, count }) => ({
        provider_code: row.providerCode,
        provider_name: row.providerName,
        provider_image: row.providerImage,
        game_count: count,
      }))
    // 'hot' and every category together offer RTP when any game of the lobby publishes one.
    const hasRtp =
      key === '' || key === 'hot'
        ? lobbyHasRtp
        : Array.from(orders.popular).some((position) => games[position]?.rtp !== null)
    const sorts = gameSorts.filter((sort) => sort !== 'rtp' || hasRtp)
    views.set(key, {
      orders,
      providers,
      providersJson: JSON.stringify(providers),
      sorts,
      sortsJson: JSON.stringify(sorts),
    })
  }
  return { games, haystacks, json, providerOf, providerNumbers, positionById, views, searches: new Map() }
}

export interface GameQuery {
  /** '' or undefined for every category, 'hot', or a product category key. */
  category?: string | undefined
  providerCode?: string | undefined
  search?: string | undefined
  sort?: GameSort | undefined
  /** Only these games (the player's favourites, by game id). */
  onlyIds?: ReadonlySet<number> | undefined
}

export interface GamePage {
  /** Positions into `index.games` of the page's games, in order. */
  positions: number[]
  /** Every game that matches, over every page. */
  total: number
  view: LobbyView
}

/** The view of a category key; undefined for a key that is not a category. */
export function viewOf(index: CatalogueIndex, category: string | undefined): LobbyView | undefined {
  return index.views.get(category ?? '')
}

/**
 * One page of the games that match a query, in its order, and how many match in all. Walks the view's
 * precomputed order once; without filters it only cuts the page out.
 */
export function findGames(
  index: CatalogueIndex,
  query: GameQuery,
  page: { page: number; pageSize: number },
): GamePage {
  const view = viewOf(index, query.category)
  if (!view) throw new RangeError(`unknown category ${query.category}`)
  const order = view.orders[query.sort ?? 'popular']
  const start = (page.page - 1) * page.pageSize
  const end = start + page.pageSize
  const words = searchWords(query.search)
  const provider = query.providerCode ? index.providerNumbers.get(query.providerCode) : undefined
  if (query.providerCode && provider === undefined) return { positions: [], total: 0, view }
  let wanted: Uint8Array | undefined
  if (query.onlyIds) {
    wanted = new Uint8Array(index.games.length)
    for (const id of query.onlyIds) {
      const position = index.positionById.get(id)
      if (position !== undefined) wanted[position] = 1
    }
  }
  if (words.length === 0 && provider === undefined && !wanted) {
    return { positions: Array.from(order.subarray(start, end)), total: order.length, view }
  }
  if (!wanted) {
    const matches = rememberedMatches(
      index,
      `${query.category ?? ''}|${query.sort ?? 'popular'}|${provider ?? ''}|${words.join(' ')}`,
      () => matching(index, order, provider, words),
    )
    return { positions: Array.from(matches.subarray(start, end)), total: matches.length, view }
  }
  const positions: number[] = []
  let total = 0
  for (const position of order) {
    if (provider !== undefined && index.providerOf[position] !== provider) continue
    if (wanted[position] !== 1) continue
    if (words.length > 0 && !matchesWords(index.haystacks[position] ?? '', words)) continue
    if (total >= start && total < end) positions.push(position)
    total++
  }
  return { positions, total, view }
}

/** Every position of `order` whose game matches the provider and search words, in order. */
function matching(
  index: CatalogueIndex,
  order: Int32Array,
  provider: number | undefined,
  words: readonly string[],
): Int32Array {
  const found: number[] = []
  for (const position of order) {
    if (provider !== undefined && index.providerOf[position] !== provider) continue
    if (words.length > 0 && !matchesWords(index.haystacks[position] ?? '', words)) continue
    found.push(position)
  }
  return Int32Array.from(found)
}

/** A search's matches from the index's memory, or found now and remembered (the oldest forgotten). */
function rememberedMatches(index: CatalogueIndex, key: string, find: () => Int32Array): Int32Array {
  const known = index.searches.get(key)
  if (known) {
    index.searches.delete(key)
    index.searches.set(key, known)
    return known
  }
  const found = find()
  index.searches.set(key, found)
  forgetOldest(index.searches, rememberedSearches)
  return found
}

/** The games at some positions, as the contract's `Game`. */
export function gamesAt(index: CatalogueIndex, positions: readonly number[]): Game[] {
  return positions.map((position) => gameOf(index.games[position] as CatalogueRow))
}

/** The games at some positions as a JSON array, from the JSON kept per game. */
export function gamesJsonAt(index: CatalogueIndex, positions: readonly number[]): string {
  return `[${positions.map((position) => index.json[position]).join(',')}]`
}
