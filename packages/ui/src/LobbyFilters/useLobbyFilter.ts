import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useDeferredValue, useMemo, useState } from 'react'
import type { GameTile, LobbyProps } from '../template'

export interface LobbyFilterOptions {
  /** The provider code that stands for "every provider" (a tab's key, an option's value); '' unless told. */
  everyProvider?: string
  /** Filter by the deferred search words, so typing stays smooth over very long lobbies. */
  deferSearch?: boolean
}

/** What a lobby's GameGrid takes from the lobby and its filter: spread it, then set the template's own props. */
export interface LobbyGridProps {
  label: string
  games: GameTile[]
  loading: boolean
  error?: string
  onPlay: (game: GameTile) => void
  onToggleFavourite?: (game: GameTile) => void
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
  /** The games by the picked provider whose names hold the search words (the lobby's games when unfiltered). */
  shown: GameTile[]
  /** Whether the search or the provider narrows the games. */
  narrowed: boolean
  /** Whether the filters hide every game of a lobby that has loaded without an error. */
  missed: boolean
  /** Empties the search and goes back to every provider. */
  clear: () => void
  /** "Loading…" or "# games" for the games shown. */
  tally: string
  /** The grid's label, games, states, play and favourite callbacks, and its empty texts. */
  grid: LobbyGridProps
}

/**
 * The lobby's name search and provider filter: a game is shown when it is by the picked provider (or any)
 * and its name holds the trimmed search words, case-insensitively. Every template's lobby filters this way.
 */
export function useLobbyFilter(lobby: LobbyProps, options: LobbyFilterOptions = {}): LobbyFilter {
  const { everyProvider = '', deferSearch = false } = options
  const { t } = useLingui()
  const { games, loading, error, session, actions } = lobby
  const [search, setSearch] = useState('')
  const [provider, setProvider] = useState(everyProvider)
  const typed = search.trim().toLowerCase()
  const deferred = useDeferredValue(typed)
  const words = deferSearch ? deferred : typed
  const narrowed = words !== '' || provider !== everyProvider
  const shown = useMemo(
    () =>
      narrowed
        ? games.filter(
            (game) =>
              (provider === everyProvider || game.provider_code === provider) &&
              game.game_name.toLowerCase().includes(words),
          )
        : games,
    [games, provider, everyProvider, words, narrowed],
  )
  const count = shown.length
  return {
    lobby,
    search,
    setSearch,
    provider,
    setProvider,
    everyProvider,
    shown,
    narrowed,
    missed: narrowed && count === 0 && !loading && !error,
    clear: () => {
      setSearch('')
      setProvider(everyProvider)
    },
    tally: loading ? t`Loading…` : t`${plural({ count }, { one: '# game', other: '# games' })}`,
    grid: {
      label: lobby.title,
      games: shown,
      loading,
      error,
      onPlay: actions.playGame,
      onToggleFavourite: session.signedIn ? actions.toggleFavourite : undefined,
      emptyTitle: narrowed ? t`No games match your search` : t`No games here yet`,
      emptyMessage: t`Try another category or provider.`,
    },
  }
}
