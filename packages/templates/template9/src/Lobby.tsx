import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { ClearFilters, LobbySearch, ProviderSelect, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
import { LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/** Palazzo's lobby: a sticky sidebar of categories beside the search, the provider picker and the grid. */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <div className={styles.side}>
        <SideRail label={t`Lobby categories`} groups={[{ items: props.categories }]} />
      </div>
      <div className={styles.tools}>
        <LobbySearch filter={filter} name="q" className={styles.field} />
        <ProviderSelect
          filter={filter}
          classes={{ root: styles.field, label: styles.label, select: styles.select }}
        />
      </div>
      <div className={styles.results}>
        <GameGrid {...filter.grid} variant="poster" minItemWidth={168} gap={16} skeletonCount={16} />
        <ClearFilters filter={filter} onlyWhenMissed className={styles.reset} />
      </div>
    </div>
  )
}
