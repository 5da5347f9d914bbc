import { GameGrid } from '@lobbykit/ui/GameGrid'
import { LobbySearch, ProviderTabs, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/** Strip's lobby: category chips, a search and provider tabs over a dense eight-column grid of small tiles. */
export function Lobby(props: LobbyProps) {
  const filter = useLobbyFilter(props, { everyProvider: 'all' })
  return (
    <div className={styles.lobby}>
      <LobbyHeading
        filter={filter}
        classes={{ head: styles.top, title: styles.heading, count: styles.total }}
      >
        <LobbySearch filter={filter} name="search" className={styles.search} />
      </LobbyHeading>
      <LobbyCategories categories={props.categories} icons={false} className={styles.chips} />
      <ProviderTabs filter={filter} variant="pill" className={styles.tabs}>
        <GameGrid {...filter.grid} minItemWidth={150} gap={8} skeletonCount={24} className={styles.grid} />
      </ProviderTabs>
    </div>
  )
}
