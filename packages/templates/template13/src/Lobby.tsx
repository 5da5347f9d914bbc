import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { ClearFilters, LobbySearch, ProviderTabs, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/** The masonry's tiles: the grid's narrowest card and gap, and as many placeholders as its first rows hold. */
const masonry = { variant: 'tile', minItemWidth: 150, gap: 16, skeletonCount: 18 } as const

/** Spin's lobby: search, provider pills, and a masonry where every ninth game is doubled. */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <LobbyCategories categories={props.categories} variant="chips" icons={false} />
      <LobbySearch filter={filter} name="q" className={styles.search} />
      <ProviderTabs
        filter={filter}
        variant="pill"
        label={t`Provider`}
        allLabel={t`All`}
        className={styles.providers}
      >
        <GameGrid {...filter.grid} {...masonry} className={styles.games} />
        <ClearFilters filter={filter} onlyWhenMissed tone="brand" className={styles.reset} />
      </ProviderTabs>
    </div>
  )
}
