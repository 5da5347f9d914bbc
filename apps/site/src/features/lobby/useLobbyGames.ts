import { type GetGamesRequest, lobbyPageSize } from '@lobbykit/contract/calls/product'
import { matchesWords, narrowsSearch, searchHaystack, searchWords } from '@lobbykit/contract/gameSearch'
import { getGames } from '@lobbykit/core/api/product/getGames'
import type { GameTile, LobbyProvider, LobbyQuery, PagedGames } from '@lobbykit/ui/template'
import { useMemo, useRef, useSyncExternalStore } from 'react'
import { isFavouriteGame, toTile } from '../../shell/games'
import { callKey, pageDataOf, takeFresh, usePageAnswer } from '../../shell/pageData'
import { callAndReport, perRuntime, useRuntime } from '../../shell/runtime'
import { useSession } from '../../shell/session'
import { useAuthFields } from '../../shell/useAuthFields'
import { CatalogueView, CatalogueViews, type Narrowed } from './cataloguePages'

/**
 * Every lobby of the page load shares the views, so coming back to a lobby view shows it at once. Each runtime
 * (a browser page, a server render) has its own: one tenant's games never reach another's page.
 */
const catalogueViews = perRuntime(() => new CatalogueViews())

/** The view of a search not asked yet (an empty header search): no games, nothing on its way. */
const nothingAsked = new CatalogueView(
  async () => ({
    ok: true,
    data: {
      statusCode: 1,
      message: 'OK',
      value: [],
      total: 0,
      page: 1,
      page_size: lobbyPageSize,
      providers: [],
      sorts: [],
    },
  }),
  lobbyPageSize,
)

export interface LobbyGames {
  games: PagedGames
  providers: LobbyProvider[]
  sorts: GameSortList
  /** No answer of this lobby has arrived yet. */
  loading: boolean
  failed: boolean
  retry: () => void
}

type GameSortList = CatalogueView['sorts']

/** The last view a lobby showed, and the query it answers. */
interface Shown {
  lobby: string
  view: CatalogueView
  /** The query's key without its search. */
  rest: string
  search: string
}

/**
 * The games of a lobby query, paged by the server (docs/product.md#lobby). A search that only narrows the one
 * on screen (the player typed on) shows the games of it that match at the keystroke, and the server's answer
 * when it comes (none is asked when the games on screen were all of them). Otherwise, while a new query's first
 * page is on its way, the last answered view of the same lobby stays on screen, so the grid changes once, when
 * the answer is in, and never flashes placeholders between keys.
 */
export function useLobbyGames(category: string | undefined, query: LobbyQuery, enabled = true): LobbyGames {
  const runtime = useRuntime()
  const auth = useAuthFields()
  const { favourites } = useSession()
  const onlyFavourites = query.favourites && auth !== undefined
  const body: Omit<GetGamesRequest, 'page' | 'page_size'> = {
    ...runtime.site,
    ...(category ? { category } : {}),
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    ...(query.provider ? { provider_code: query.provider } : {}),
    sort: query.sort,
    ...(onlyFavourites ? { favourites: true, account_id: auth.account_id, auth: auth.auth } : {}),
  }
  // A favourites view changes with the favourites themselves: they are part of its key.
  const key = `${JSON.stringify(body)}${onlyFavourites ? [...favourites].sort().join(',') : ''}`
  const rest = JSON.stringify({ ...body, search: undefined })
  const lobbyKey = `${runtime.site.domain_name} ${category ?? ''}`
  const last = useRef<Shown>(undefined)
  const views = catalogueViews.of(runtime)
  // docs/architecture.md#server-rendering: the server draws a lobby with its first page; the browser starts
  // from that answer instead of asking again.
  const firstBody = enabled ? { ...body, page: 1, page_size: lobbyPageSize } : undefined
  const drawnWith = usePageAnswer(runtime, getGames, firstBody)
  // Used once: a view made again later (forgotten, or after a failure) asks the server itself.
  const firstPage =
    drawnWith && (pageDataOf(runtime).server || takeFresh(runtime, callKey(getGames, firstBody)))
      ? drawnWith
      : undefined
  // A narrower search narrows what is known of it: the games on screen, or any answer the server gave for a
  // wider search of the same lobby query, whichever finds the most (all of them, when one held every game).
  const narrowed = (): Narrowed | undefined => {
    if (onlyFavourites) return undefined
    const held = last.current
    const sources = views.answeredLike({ lobby: lobbyKey, rest })
    if (held && held.lobby === lobbyKey && held.rest === rest) sources.push(held)
    let best: Narrowed | undefined
    for (const source of sources) {
      if (source.view.error || !narrowsSearch(source.search, query.search)) continue
      const found = narrowedFrom(source.view, query.search)
      if (found && (!best || (found.complete && !best.complete) || found.games.length > best.games.length))
        best = found
      if (best?.complete) break
    }
    return best
  }
  const view = enabled
    ? views.view(
        key,
        (page) => callAndReport(runtime, getGames, { ...body, page, page_size: lobbyPageSize }),
        lobbyPageSize,
        {
          lobby: lobbyKey,
          narrowed,
          about: { lobby: lobbyKey, rest, search: query.search },
          ...(firstPage ? { firstPage } : {}),
        },
      )
    : nothingAsked
  useSyncExternalStore(
    view.subscribe,
    () => view.version,
    () => view.version,
  )
  if (enabled && view.settled) last.current = { lobby: lobbyKey, view, rest, search: query.search }
  const held = enabled && last.current?.lobby === lobbyKey ? last.current.view : undefined
  const shown = view.settled ? view : (held ?? view)
  useSyncExternalStore(
    shown.subscribe,
    () => shown.version,
    () => shown.version,
  )
  const version = shown.version
  const games = useMemo<PagedGames>(() => {
    void version
    return {
      total: shown.total ?? 0,
      at: (index) => {
        const game = shown.at(index)
        return game && tileOf(game, favourites)
      },
      want: shown.want,
      version: `${shown.id}#${version}#${favourites.size}`,
    }
  }, [shown, version, favourites])
  const providers = useMemo(
    () =>
      shown.providers.map((item) => ({
        code: item.provider_code,
        name: item.provider_name,
        count: item.game_count,
      })),
    [shown.providers],
  )
  return {
    games,
    providers,
    sorts: shown.sorts,
    loading: !shown.settled,
    failed: shown.error !== undefined,
    retry: () => shown.retry(),
  }
}

/**
 * Each game's card data, the same object while its favourite mark stays: a card whose game did not change is
 * not rendered again at a keystroke.
 */
const tiles = new WeakMap<object, GameTile>()
function tileOf(game: Parameters<typeof toTile>[0], favourites: ReadonlySet<string>): GameTile {
  const known = tiles.get(game)
  if (known && known.isFavourite === isFavouriteGame(game, favourites)) return known
  const tile = toTile(game, favourites)
  tiles.set(game, tile)
  return tile
}

/** Each game's search text, worked out once per game answered (a player types several keys over the same games). */
const haystacks = new WeakMap<object, string>()
function haystackOf(game: { game_name: string; provider_name: string }): string {
  let haystack = haystacks.get(game)
  if (haystack === undefined) {
    haystack = searchHaystack(game.game_name, game.provider_name)
    haystacks.set(game, haystack)
  }
  return haystack
}

/**
 * The games of `view` that a narrower `search` finds, in the view's order; none when nothing matches among
 * games that are not all of the view's (the server may yet find some further on, so the view on screen stays
 * until it answers).
 */
function narrowedFrom(view: CatalogueView, search: string): Narrowed | undefined {
  const { games, complete } = view.loaded()
  const words = searchWords(search)
  const found: typeof games = []
  for (const game of games) if (matchesWords(haystackOf(game), words)) found.push(game)
  if (found.length === 0 && !complete) return undefined
  return { games: found, complete, providers: view.providers, sorts: view.sorts }
}
