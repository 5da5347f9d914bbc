import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { GameSort, LobbyProps, LobbyProvider, PagedGames } from '../template'

export interface LobbyFilterOptions {
  /** The provider code that stands for "every provider" (a tab's key, an option's value); '' unless told. */
  everyProvider?: string
  /**
   * How many providers chip-like pickers (tabs, radios, buttons) show before the rest go into a "More
   * providers" select; the picked provider always shows. Catalogues hold about 130 providers.
   */
  featuredProviders?: number
}

/** What a lobby's GameGrid takes from the lobby and its filter: spread it, then set the template's own props. */
export interface LobbyGridProps {
  label: string
  games: PagedGames
  loading: boolean
  error?: string
  onRetry?: () => void
  onPlay: (game: Parameters<LobbyProps['actions']['playGame']>[0]) => void
  onToggleFavourite?: LobbyProps['actions']['toggleFavourite']
  emptyTitle: string
  emptyMessage: string
}

export interface LobbyFilter {
  /** The lobby's props, for the blocks that show its title, tally and providers. */
  lobby: LobbyProps
  /** The search text as typed. */
  search: string
  setSearch: (text: string) => void
  /** The picked provider's code, or `everyProvider`. */
  provider: string
  setProvider: (code: string) => void
  everyProvider: string
  /** The providers a chip-like picker shows (the first few and the picked one), and the rest. */
  featuredProviders: LobbyProvider[]
  moreProviders: LobbyProvider[]
  sort: GameSort
  setSort: (sort: GameSort) => void
  /** Only the player's favourites. */
  favourites: boolean
  setFavourites: (on: boolean) => void
  /** Whether the search, the provider or favourites narrow the games. */
  narrowed: boolean
  /** Whether the filters hide every game of a lobby that has loaded without an error. */
  missed: boolean
  /** Empties the search, goes back to every provider and leaves favourites (the sort stays). */
  clear: () => void
  /** "Loading…" or "# games" for the games matching. */
  tally: string
  /** Games matching the query over every page (0 while the first page loads). */
  total: number
  /** Games of the whole category, whatever the filters (the sum of its providers' games). */
  categoryTotal: number
  /** The grid's label, games, states, play and favourite callbacks, and its empty texts. */
  grid: LobbyGridProps
}

/**
 * The lobby's search, provider, sort and favourites filter over the server's pages (docs/product.md#lobby): the
 * shell keeps the query in the address and asks the server; this hook turns the template's controls into query
 * changes. The search box answers every keystroke at once and is not overwritten by the address catching up.
 */
export function useLobbyFilter(lobby: LobbyProps, options: LobbyFilterOptions = {}): LobbyFilter {
  const { everyProvider = '', featuredProviders: featuredCount = 12 } = options
  const { t } = useLingui()
  const { query, games, loading, error, actions, providers } = lobby
  const [typed, setTyped] = useState(query.search)
  // What this box sent that the address has not echoed yet: an echo of an earlier key must not undo the keys
  // typed since; any other change of the address (back, a shared link) is the player's and the box follows.
  const unechoed = useRef<string[]>([])
  useEffect(() => {
    const sent = unechoed.current.indexOf(query.search)
    if (sent >= 0) {
      unechoed.current = unechoed.current.slice(sent + 1)
      return
    }
    unechoed.current = []
    setTyped(query.search)
  }, [query.search])
  // The controls' callbacks stay the same from render to render, reading the lobby as it is now: a control
  // that did not change is not rendered again at a keystroke (docs/architecture.md#keystroke).
  const latest = useRef({ lobby, everyProvider })
  useLayoutEffect(() => {
    latest.current = { lobby, everyProvider }
  })
  const callbacks = useMemo(() => {
    const change = (query: Parameters<LobbyProps['onQueryChange']>[0]) =>
      latest.current.lobby.onQueryChange(query)
    return {
      setSearch: (text: string) => {
        setTyped(text)
        unechoed.current.push(text)
        change({ search: text })
      },
      setProvider: (code: string) => change({ provider: code === latest.current.everyProvider ? '' : code }),
      setSort: (sort: GameSort) => change({ sort }),
      setFavourites: (on: boolean) => change({ favourites: on }),
      clear: () => {
        setTyped('')
        if (latest.current.lobby.query.search !== '') unechoed.current.push('')
        change({ search: '', provider: '', favourites: false })
      },
    }
  }, [])
  const provider = query.provider || everyProvider
  const picked = query.provider
  const [featured, more] = useMemo(() => {
    const first = providers.slice(0, featuredCount)
    const pickedLater = picked && !first.some((item) => item.code === picked)
    const shown = pickedLater ? [...first, ...providers.filter((item) => item.code === picked)] : first
    return [shown, providers.filter((item) => !shown.includes(item))]
  }, [providers, picked, featuredCount])
  const narrowed = typed.trim() !== '' || Boolean(picked) || query.favourites
  const total = loading ? 0 : games.total
  const count = total
  return {
    lobby,
    search: typed,
    setSearch: callbacks.setSearch,
    provider,
    setProvider: callbacks.setProvider,
    everyProvider,
    featuredProviders: featured,
    moreProviders: more,
    sort: query.sort,
    setSort: callbacks.setSort,
    favourites: query.favourites,
    setFavourites: callbacks.setFavourites,
    narrowed,
    missed: narrowed && total === 0 && !loading && !error,
    clear: callbacks.clear,
    tally: loading ? t`Loading…` : t`${plural({ count }, { one: '# game', other: '# games' })}`,
    total,
    categoryTotal: providers.reduce((sum, item) => sum + (item.count ?? 0), 0),
    grid: {
      label: lobby.title,
      games,
      loading,
      error,
      onRetry: lobby.onRetry,
      onPlay: actions.playGame,
      onToggleFavourite: actions.toggleFavourite,
      emptyTitle: query.favourites
        ? t`No favourites here yet`
        : narrowed
          ? t`No games match your search`
          : t`No games here yet`,
      emptyMessage: query.favourites
        ? t`Tap the heart on a game to keep it here.`
        : t`Try another category or provider.`,
    },
  }
}
