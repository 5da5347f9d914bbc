import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/** Salon's lobby: a centred title, an underlined row of categories, then four wide table cards a row. */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const lobby = useLobbyFilter(props)
  const heading = { head: styles.masthead, title: styles.title, count: styles.tally }
  const empty = t`Another room of the salon may have a seat for you.`
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={lobby} classes={heading} />
      <LobbyCategories categories={props.categories} variant="tabs" icons={false} className={styles.rooms} />
      <GameGrid
        {...lobby.grid}
        emptyMessage={empty}
        skeletonCount={8}
        variant="wide"
        minItemWidth={264}
        gap={20}
      />
    </div>
  )
}
