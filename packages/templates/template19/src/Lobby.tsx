import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Icon } from '@lobbykit/ui/Icon'
import {
  ClearFilters,
  FavouritesToggle,
  MoreProviders,
  ProviderButtons,
  SortSelect,
  useLobbyFilter,
} from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useSyncExternalStore } from 'react'
import * as styles from './Lobby.css'
import { desktop } from './meta'

/** Whether the desktop media query matches (false on the server and in tests without matchMedia). */
function useDesktop(): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {}
      const query = window.matchMedia(desktop)
      query.addEventListener('change', notify)
      return () => query.removeEventListener('change', notify)
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(desktop).matches : false),
    () => false,
  )
}

/**
 * Fizz's lobby: category chips, then pills: the search, the sort and favourites, and provider toggles (one
 * sideways line on phones, the rest of the providers in a pill select) over five rounded tiles a row (three on
 * phones).
 */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  const wide = useDesktop()
  const empty = filter.favourites
    ? filter.grid.emptyMessage
    : filter.narrowed
      ? t`Try fewer letters or all providers.`
      : t`Try another category.`
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <LobbyCategories categories={props.categories} className={styles.chips} />
      <div className={styles.toolbar}>
        <label className={styles.search}>
          <Icon name="search" size={18} />
          <input
            type="search"
            aria-label={t`Search games`}
            value={filter.search}
            placeholder={t`Search games`}
            onChange={(event) => filter.setSearch(event.target.value)}
          />
        </label>
        <SortSelect
          filter={filter}
          classes={{ root: styles.sort, label: styles.sortLabel, select: styles.sortSelect }}
        />
        <FavouritesToggle filter={filter} plain className={styles.favourites} />
        <div className={styles.providerRow}>
          <fieldset className={styles.providers} aria-label={t`Provider`}>
            <ProviderButtons filter={filter} className={styles.provider} toggleOff />
          </fieldset>
          <MoreProviders filter={filter} className={styles.more} />
        </div>
      </div>
      <GameGrid
        {...filter.grid}
        emptyMessage={empty}
        variant="tile"
        minItemWidth={wide ? 200 : 100}
        gap={wide ? 16 : 12}
        skeletonCount={15}
        className={styles.grid}
      />
      <ClearFilters filter={filter} onlyWhenMissed plain className={styles.reset} />
    </div>
  )
}
