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
import * as styles from './Lobby.css'

/**
 * Strip's lobby: title, count, search and the favourites pill on one compact line, category chips, then the
 * provider pill tabs with the rest of the providers and the sort pill beside them, over a dense grid of small
 * tiles.
 */
export function Lobby(props: LobbyProps) {
  const filter = useLobbyFilter(props, { everyProvider: 'all' })
  const sort = { root: styles.sort, label: styles.sortLabel, select: styles.sortSelect }
  return (
    <div className={styles.lobby}>
      <LobbyHeading
        filter={filter}
        classes={{ head: styles.top, title: styles.heading, count: styles.total }}
      >
        <LobbySearch filter={filter} name="search" className={styles.search} />
        <FavouritesToggle filter={filter} className={styles.favourites} />
      </LobbyHeading>
      <LobbyCategories categories={props.categories} icons={false} className={styles.chips} />
      <div className={styles.picker}>
        <div className={styles.tools}>
          <MoreProviders filter={filter} className={styles.more} />
          <SortSelect filter={filter} classes={sort} />
        </div>
        <ProviderTabs filter={filter} variant="pill" className={styles.tabs}>
          <GameGrid {...filter.grid} minItemWidth={150} gap={8} skeletonCount={24} className={styles.grid} />
        </ProviderTabs>
      </div>
    </div>
  )
}
