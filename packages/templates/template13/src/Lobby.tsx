import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import {
  ClearFilters,
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

/** The lobby's tiles: the grid's narrowest card and gap, and as many placeholders as its first rows hold. */
const tiles = { variant: 'tile', minItemWidth: 150, gap: 16, skeletonCount: 18 } as const

/**
 * Spin's lobby: the search pill with the favourites pill, then the provider pills with the rest of the
 * providers and the sort pill beside them, over big rounded tiles.
 */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  const sort = { root: styles.sort, label: styles.sortLabel, select: styles.sortSelect }
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <LobbyCategories categories={props.categories} variant="chips" icons={false} />
      <div className={styles.find}>
        <LobbySearch filter={filter} name="q" className={styles.search} />
        <FavouritesToggle filter={filter} plain className={styles.favourites} />
      </div>
      <div className={styles.picker}>
        <div className={styles.tools}>
          <MoreProviders filter={filter} className={styles.more} />
          <SortSelect filter={filter} classes={sort} />
        </div>
        <ProviderTabs
          filter={filter}
          variant="pill"
          label={t`Provider`}
          allLabel={t`All`}
          className={styles.providers}
        >
          <GameGrid {...filter.grid} {...tiles} className={styles.games} />
          <ClearFilters filter={filter} onlyWhenMissed tone="brand" className={styles.reset} />
        </ProviderTabs>
      </div>
    </div>
  )
}
