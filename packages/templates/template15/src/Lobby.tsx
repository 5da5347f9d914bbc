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
import { medallion } from './Medallion.css'

/**
 * Fortune's lobby: categories, the search with the sort and favourites beside it, then provider coins (the rest
 * of the providers in a gold-rimmed select) over a grid of round medallions.
 */
export function Lobby(props: LobbyProps) {
  const filter = useLobbyFilter(props)
  const { coins: root, legend, coin: chip, radio } = styles
  const sorter = { root: styles.sort, label: styles.fieldLabel, select: styles.rimmed }
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <LobbyCategories categories={props.categories} variant="chips" icons className={styles.categories} />
      <div className={styles.filters}>
        <LobbySearch filter={filter} name="game" className={styles.search} />
        <SortSelect filter={filter} classes={sorter} />
        <FavouritesToggle filter={filter} plain className={styles.favourites} />
      </div>
      <div className={styles.providers}>
        <ProviderRadios filter={filter} classes={{ root, legend, chip, radio }} />
        <MoreProviders filter={filter} className={styles.more} />
      </div>
      <GameGrid {...filter.grid} variant="tile" minItemWidth={112} gap={20} className={medallion} />
      <ClearFilters filter={filter} onlyWhenMissed plain className={styles.reset} />
    </div>
  )
}
