import { GameGrid } from '@lobbykit/ui/GameGrid'
import {
  ClearFilters,
  FavouritesToggle,
  LobbySearch,
  ProviderSelect,
  SortSelect,
  useLobbyFilter,
} from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/**
 * Harbor's lobby: category chips, then a search box, provider and sort pickers and the favourites toggle over a
 * six-column tile grid.
 */
export function Lobby(props: LobbyProps) {
  const filter = useLobbyFilter(props)
  const picker = { root: styles.picker, label: styles.pickerLabel, select: styles.select }
  const sorter = { ...picker, root: styles.sorter }
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <LobbyCategories categories={props.categories} variant="chips" icons={false} />
      <div className={styles.filters}>
        <LobbySearch filter={filter} name="search" className={styles.search} />
        <ProviderSelect filter={filter} classes={picker} />
        <SortSelect filter={filter} classes={sorter} />
        <FavouritesToggle filter={filter} />
        <ClearFilters filter={filter} tone="neutral" />
      </div>
      <GameGrid {...filter.grid} variant="tile" skeletonCount={18} minItemWidth={170} gap={16} />
    </div>
  )
}
