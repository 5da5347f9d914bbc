import { useLingui } from '@lingui/react/macro'
import {
  clearSearchesAtom,
  forgetSearchAtom,
  recentSearchesAtom,
  rememberSearchAtom,
} from '@lobbykit/core/stores/recentSearches'
import { SearchModal } from '@lobbykit/ui/modals'
import type { GameTile } from '@lobbykit/ui/template'
import { useAtomValue } from 'jotai/react'
import { useState } from 'react'
import { queryFromSearch } from '../features/lobby/lobbySearch'
import { useLobbyGames } from '../features/lobby/useLobbyGames'
import { useRuntime } from './runtime'
import { useShellActions } from './session'

/** Results the search shows at first and adds with each "Show more" (docs/product.md#header-search). */
export const searchPageSize = 24

/**
 * The header's search over every category (docs/product.md#header-search): the server finds the games as the
 * player types; a search that found something and was played from, or submitted, joins the recent searches.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const { store } = useRuntime()
  const actions = useShellActions()
  const recent = useAtomValue(recentSearchesAtom, { store })
  const [search, setSearch] = useState('')
  const [shown, setShown] = useState(searchPageSize)
  const lobby = useLobbyGames(undefined, queryFromSearch({ q: search }), search.trim() !== '')
  const total = lobby.games.total
  const results: GameTile[] = []
  for (let index = 0; index < Math.min(shown, total); index++) {
    const game = lobby.games.at(index)
    if (game) results.push(game)
  }
  const remember = () => {
    if (total > 0) store.set(rememberSearchAtom, search)
  }
  return (
    <SearchModal
      open
      onClose={onClose}
      search={search}
      onSearch={(text) => {
        setSearch(text)
        setShown(searchPageSize)
      }}
      results={results}
      total={total}
      loading={lobby.loading}
      {...(lobby.failed ? { error: t`The games could not be loaded. Please try again.` } : {})}
      onMore={() => {
        const next = shown + searchPageSize
        lobby.games.want(shown, next)
        setShown(next)
      }}
      recent={recent}
      onRemoveRecent={(entry) => store.set(forgetSearchAtom, entry)}
      onClearRecent={() => store.set(clearSearchesAtom)}
      onSubmit={remember}
      onPlay={(game) => {
        remember()
        onClose()
        actions.playGame(game)
      }}
      onToggleFavourite={actions.toggleFavourite}
    />
  )
}
