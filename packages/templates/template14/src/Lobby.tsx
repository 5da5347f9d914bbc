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
 * Pixel's lobby: the title with the favourites toggle at its end, category tabs, then one compact tool block
 * (the search, the provider and sort pickers side by side) over list rows, two columns on desktop.
 */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  const empty = t`Try another category, provider or name.`
  const picker = { label: styles.label, select: styles.select }
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles}>
        <FavouritesToggle filter={filter} className={styles.favourites} />
      </LobbyHeading>
      <LobbyCategories categories={props.categories} variant="tabs" icons />
      <div className={styles.tools}>
        <LobbySearch filter={filter} name="search" className={styles.search} />
        <ProviderSelect filter={filter} as="label" classes={{ ...picker, root: styles.provider }} />
        <SortSelect filter={filter} classes={{ ...picker, root: styles.sort }} />
      </div>
      <GameGrid
        {...filter.grid}
        variant="row"
        minItemWidth={420}
        gap={8}
        emptyMessage={filter.favourites ? filter.grid.emptyMessage : empty}
        className={styles.rows}
      />
      <ClearFilters filter={filter} onlyWhenMissed plain className={styles.reset} />
    </div>
  )
}
