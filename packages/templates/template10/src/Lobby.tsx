import { GameGrid } from '@lobbykit/ui/GameGrid'
import {
  FavouritesToggle,
  LobbySearch,
  MoreProviders,
  ProviderTabs,
  SortSelect,
  useLobbyFilter,
} from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useSyncExternalStore } from 'react'
import * as styles from './Lobby.css'
import { desktop } from './meta'

const desktopQuery = () =>
  typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(desktop)

function subscribeToDesktop(onChange: () => void) {
  const query = desktopQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** Candy's posters: five a row from its desktop breakpoint, two a row on phones. */
function usePosterWidth(): number {
  const wide = useSyncExternalStore(
    subscribeToDesktop,
    () => desktopQuery()?.matches ?? false,
    () => true,
  )
  return wide ? 200 : 150
}

/**
 * Candy's lobby: category chips, a rounded search field with the favourites pill, provider tabs with the rest
 * of the providers and the sort pill beside them, then five tall posters a row.
 */
export function Lobby(props: LobbyProps) {
  const filter = useLobbyFilter(props, { everyProvider: 'all' })
  const posterWidth = usePosterWidth()
  const sort = { root: styles.sort, label: styles.sortLabel, select: styles.sortSelect }
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <LobbyCategories categories={props.categories} variant="chips" icons={false} />
      <div className={styles.find}>
        <LobbySearch filter={filter} name="q" className={styles.search} />
        <FavouritesToggle filter={filter} className={styles.favourites} />
      </div>
      <div className={styles.picker}>
        <div className={styles.tools}>
          <MoreProviders filter={filter} className={styles.more} />
          <SortSelect filter={filter} classes={sort} />
        </div>
        <ProviderTabs filter={filter} variant="pill" className={styles.providers}>
          <GameGrid
            {...filter.grid}
            variant="poster"
            minItemWidth={posterWidth}
            gap={20}
            skeletonCount={15}
          />
        </ProviderTabs>
      </div>
    </div>
  )
}
