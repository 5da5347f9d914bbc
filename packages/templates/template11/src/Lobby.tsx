import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { LobbySearch, ProviderTabs, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/** Arcade's lobby: title, count and search on one line, category tabs, provider chips, eight squares a row. */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props, { everyProvider: '*' })
  return (
    <div className={styles.lobby}>
      <LobbyHeading
        filter={filter}
        classes={{ head: styles.marquee, title: styles.title, count: styles.count }}
      >
        <LobbySearch filter={filter} name="q" className={styles.search} />
      </LobbyHeading>
      <LobbyCategories categories={props.categories} variant="tabs" />
      <ProviderTabs filter={filter} variant="pill" allLabel={t`All`} className={styles.chips}>
        <GameGrid {...filter.grid} minItemWidth={150} gap={6} skeletonCount={24} />
      </ProviderTabs>
    </div>
  )
}
