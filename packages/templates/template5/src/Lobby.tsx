import { GameGrid } from '@lobbykit/ui/GameGrid'
import {
  ClearFilters,
  FavouritesToggle,
  LobbySearch,
  MoreProviders,
  ProviderRadios,
  SortSelect,
  useLobbyFilter,
} from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/**
 * Neon's lobby: pill chips of categories, a search with the order and favourites pills beside it, provider
 * chips (one sideways row on phones, the rest in "More providers"), then a six-column grid of rounded tiles.
 */
export function Lobby(props: LobbyProps) {
  const filter = useLobbyFilter(props)
  const { providers: root, legend, providerChip: chip, radio } = styles
  const sort = { root: styles.sort, label: styles.sortLabel, select: styles.sortSelect }
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <LobbyCategories categories={props.categories} icons={false} />
      <div className={styles.tools}>
        <LobbySearch filter={filter} name="search" className={styles.search} />
        <SortSelect filter={filter} classes={sort} />
        <FavouritesToggle filter={filter} plain className={styles.favourites} />
      </div>
      <div className={styles.providerRow}>
        <ProviderRadios filter={filter} classes={{ root, legend, chip, radio }} spanNames />
        <MoreProviders filter={filter} className={styles.more} />
      </div>
      <GameGrid
        {...filter.grid}
        variant="tile"
        minItemWidth={170}
        gap={16}
        skeletonCount={18}
        className={styles.grid}
      />
      <ClearFilters filter={filter} onlyWhenMissed plain className={styles.reset} />
    </div>
  )
}
