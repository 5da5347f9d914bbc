import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import {
  ClearFilters,
  FavouritesToggle,
  LobbySearch,
  ProviderSelect,
  SortSelect,
  useLobbyFilter,
} from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/**
 * Salon's lobby: a centred title, an underlined row of categories, the concierge's desk between two rules
 * (search, provider, order, favourites), then four wide table cards a row.
 */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const lobby = useLobbyFilter(props)
  const heading = { head: styles.masthead, title: styles.title, count: styles.tally }
  const provider = { root: styles.provider, label: styles.label, select: styles.select }
  const sort = { root: styles.sort, label: styles.label, select: styles.select }
  // The salon's own word for an empty room, unless the player is looking at their favourites.
  const empty = lobby.favourites
    ? lobby.grid.emptyMessage
    : t`Another room of the salon may have a seat for you.`
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={lobby} classes={heading} />
      <LobbyCategories categories={props.categories} variant="tabs" icons={false} className={styles.rooms} />
      <div className={styles.desk}>
        <LobbySearch filter={lobby} name="search" className={styles.search} />
        <FavouritesToggle filter={lobby} plain className={styles.favourites} />
        <ProviderSelect filter={lobby} classes={provider} />
        <SortSelect filter={lobby} classes={sort} />
        <ClearFilters filter={lobby} plain className={styles.clear} />
      </div>
      <GameGrid
        {...lobby.grid}
        emptyMessage={empty}
        skeletonCount={8}
        variant="wide"
        minItemWidth={264}
        gap={20}
        overscan={4}
      />
    </div>
  )
}
