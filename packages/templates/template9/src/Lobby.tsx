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
import { LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/**
 * Palazzo's lobby: a sticky sidebar of categories beside the search with the favourites toggle, the provider
 * and sort pickers, and the grid.
 */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  const field = { label: styles.label, select: styles.select }
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <div className={styles.side}>
        <SideRail label={t`Lobby categories`} groups={[{ items: props.categories }]} />
      </div>
      <div className={styles.tools}>
        <LobbySearch filter={filter} name="q" className={styles.search} />
        <FavouritesToggle filter={filter} plain className={styles.favourites} />
        <ProviderSelect filter={filter} classes={{ ...field, root: styles.provider }} />
        <SortSelect filter={filter} classes={{ ...field, root: styles.sort }} />
      </div>
      <div className={styles.results}>
        <GameGrid {...filter.grid} variant="poster" minItemWidth={168} gap={16} skeletonCount={16} />
        <ClearFilters filter={filter} onlyWhenMissed className={styles.reset} />
      </div>
    </div>
  )
}
