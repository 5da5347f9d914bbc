import { useLingui } from '@lingui/react/macro'
import { formatCount } from '@lobbykit/ui/format'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { ProviderTabs, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/** Obsidian's lobby: provider tabs over dense list rows, three columns on desktop. */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props, { everyProvider: '*' })
  const shown = formatCount(filter.shown.length)
  const total = formatCount(props.games.length)
  const empty = {
    emptyTitle: t`No games here yet`,
    emptyMessage: t`Another provider may have what you are after.`,
  }
  return (
    <div className={styles.lobby}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{props.title}</h1>
        <p className={styles.count} aria-live="polite">
          {props.loading ? t`Loading…` : t`${shown} of ${total} games`}
        </p>
      </div>
      <ProviderTabs filter={filter} variant="pill" allLabel={t`All`} className={styles.providers}>
        <GameGrid {...filter.grid} {...empty} variant="row" minItemWidth={360} gap={8} skeletonCount={12} />
      </ProviderTabs>
    </div>
  )
}
