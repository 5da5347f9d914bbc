import { type GetGamesRequest, lobbyPageSize } from '@lobbykit/contract/calls/product'
import { getGames } from '@lobbykit/core/api/product/getGames'
import type { LobbyProvider, LobbyQuery, PagedGames } from '@lobbykit/ui/template'
import { useMemo, useRef, useSyncExternalStore } from 'react'
import { toTile } from '../../shell/games'
import { callAndReport, useRuntime } from '../../shell/runtime'
import { useSession } from '../../shell/session'
import { useAuthFields } from '../../shell/useAuthFields'
import { CatalogueView, CatalogueViews } from './cataloguePages'

/** Every lobby of the page load shares the views, so coming back to a lobby view shows it at once. */
const views = new CatalogueViews()

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

/**
 * The games of a lobby query, paged by the server (docs/product.md#lobby). While a new query's first page is on
 * its way (the player is typing), the last answered view of the same lobby stays on screen, so the grid changes
 * once, when the answer is in, and never flashes placeholders between keys.
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
  const view = enabled
    ? views.view(
        key,
        (page) => callAndReport(runtime, getGames, { ...body, page, page_size: lobbyPageSize }),
        lobbyPageSize,
      )
    : nothingAsked
  useSyncExternalStore(view.subscribe, () => view.version)
  const lobbyKey = `${runtime.site.domain_name} ${category ?? ''}`
  const last = useRef<{ lobby: string; view: CatalogueView }>(undefined)
  if (enabled && view.settled) last.current = { lobby: lobbyKey, view }
  const held = enabled && last.current?.lobby === lobbyKey ? last.current.view : undefined
  const shown = view.settled ? view : (held ?? view)
  useSyncExternalStore(shown.subscribe, () => shown.version)
  const version = shown.version
  const games = useMemo<PagedGames>(() => {
    void version
    return {
      total: shown.total ?? 0,
      at: (index) => {
        const game = shown.at(index)
        return game && toTile(game, favourites)
      },
      want: shown.want,
      version: `${shown.id}#${version}#${favourites.size}`,
    }
  }, [shown, version, favourites])
  return {
    games,
    providers: shown.providers.map((item) => ({
      code: item.provider_code,
      name: item.provider_name,
      count: item.game_count,
    })),
    sorts: shown.sorts,
    loading: !shown.settled,
    failed: shown.error !== undefined,
    retry: () => shown.retry(),
  }
}
