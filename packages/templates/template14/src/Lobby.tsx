import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { LobbySearch, ProviderSelect, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/** Pixel's lobby: category tabs, a search and a provider picker over list rows, two columns on desktop. */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  const empty = t`Try another category, provider or name.`
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <LobbyCategories categories={props.categories} variant="tabs" icons />
      <div className={styles.tools}>
        <LobbySearch filter={filter} name="search" className={styles.field} />
        <ProviderSelect
          filter={filter}
          as="label"
          classes={{ root: styles.field, label: styles.label, select: styles.select }}
        />
      </div>
      <GameGrid
        {...filter.grid}
        variant="row"
        minItemWidth={420}
        gap={8}
        emptyMessage={empty}
        className={styles.rows}
      />
    </div>
  )
}
