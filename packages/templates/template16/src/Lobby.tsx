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
import { wanted } from './Frame.css'
import * as styles from './Lobby.css'
import { useDesktop } from './useDesktop'

/**
 * Saloon's lobby: the underlined categories, the search with the favourites toggle, the provider and sort
 * pickers side by side, over wanted posters (two a row on phones, four at desktop).
 */
export function Lobby(props: LobbyProps) {
  const filter = useLobbyFilter(props)
  const wide = useDesktop()
  const { titleRow: head, title, tally: count, pickerLabel: label, picker: select } = styles
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={{ head, title, count }} />
      <LobbyCategories categories={props.categories} variant="tabs" icons={false} />
      <div className={styles.filters}>
        <LobbySearch filter={filter} name="wanted" className={styles.search} />
        <FavouritesToggle filter={filter} plain className={styles.favourites} />
        <ProviderSelect filter={filter} as="p" classes={{ root: styles.provider, label, select }} />
        <SortSelect filter={filter} classes={{ root: styles.sort, label, select }} />
      </div>
      <GameGrid
        {...filter.grid}
        variant="poster"
        minItemWidth={wide ? 260 : 140}
        gap={wide ? 24 : 12}
        skeletonCount={8}
        className={wanted}
      />
      <ClearFilters filter={filter} onlyWhenMissed plain className={styles.reset} />
    </div>
  )
}
