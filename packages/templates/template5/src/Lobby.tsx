import { GameGrid } from '@lobbykit/ui/GameGrid'
import { ClearFilters, LobbySearch, ProviderRadios, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/** Neon's lobby: pill chips and provider chips over a six-column grid of rounded tiles. */
export function Lobby(props: LobbyProps) {
  const filter = useLobbyFilter(props)
  const { providers: root, legend, providerChip: chip, radio } = styles
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <LobbyCategories categories={props.categories} icons={false} />
      <div className={styles.tools}>
        <LobbySearch filter={filter} name="search" className={styles.search} />
        <ProviderRadios filter={filter} classes={{ root, legend, chip, radio }} spanNames />
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
