import { GameGrid } from '@lobbykit/ui/GameGrid'
import { LobbySearch, ProviderSelect, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import { wanted } from './Frame.css'
import * as styles from './Lobby.css'

/** Saloon's lobby: the underlined categories, a search and a provider picker over four wanted posters a row. */
export function Lobby(props: LobbyProps) {
  const filter = useLobbyFilter(props)
  const { titleRow: head, title, tally: count, filter: root, pickerLabel: label, picker: select } = styles
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={{ head, title, count }} />
      <LobbyCategories categories={props.categories} variant="tabs" icons={false} />
      <div className={styles.filters}>
        <LobbySearch filter={filter} name="wanted" className={root} />
        <ProviderSelect filter={filter} as="p" classes={{ root, label, select }} />
      </div>
      <GameGrid
        {...filter.grid}
        variant="poster"
        minItemWidth={260}
        gap={24}
        skeletonCount={8}
        className={`${styles.grid} ${wanted}`}
      />
    </div>
  )
}
