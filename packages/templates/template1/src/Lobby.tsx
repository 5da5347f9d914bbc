import { GameGrid } from '@lobbykit/ui/GameGrid'
import { ClearFilters, LobbySearch, ProviderSelect, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/** Harbor's lobby: category chips, then a search box and a provider picker over a six-column tile grid. */
export function Lobby(props: LobbyProps) {
  const filter = useLobbyFilter(props)
  const picker = { root: styles.picker, label: styles.pickerLabel, select: styles.select }
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <LobbyCategories categories={props.categories} variant="chips" icons={false} />
      <div className={styles.filters}>
        <LobbySearch filter={filter} name="search" className={styles.search} />
        <ProviderSelect filter={filter} classes={picker} />
        <ClearFilters filter={filter} tone="neutral" />
      </div>
      <GameGrid {...filter.grid} variant="tile" skeletonCount={18} minItemWidth={170} gap={16} />
    </div>
  )
}
