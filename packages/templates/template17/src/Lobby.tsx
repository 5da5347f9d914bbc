import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import {
  ClearFilters,
  FavouritesToggle,
  LobbySearch,
  MoreProviders,
  ProviderRadios,
  SortSelect,
  useLobbyFilter,
} from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/**
 * Galaxy's lobby: four cinematic cards a row; the search, sort and favourites on one line, the providers as
 * chips under it (one sideways line on phones) with the rest of them in a select.
 */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  const empty = filter.favourites
    ? filter.grid.emptyMessage
    : filter.narrowed
      ? t`Try another name or provider.`
      : t`Try another category.`
  const sorter = { root: styles.sort, label: styles.fieldLabel, select: styles.select }
  return (
    <div className={styles.lobby}>
      <LobbyHeading
        filter={filter}
        classes={{ head: styles.marquee, title: styles.title, count: styles.tally }}
      />
      <LobbyCategories categories={props.categories} icons={false} variant="chips" />
      <div className={styles.filters}>
        <LobbySearch filter={filter} name="game-search" className={styles.search} />
        <SortSelect filter={filter} classes={sorter} />
        <FavouritesToggle filter={filter} plain className={styles.favourites} />
      </div>
      <div className={styles.providers}>
        <ProviderRadios filter={filter} classes={{ root: styles.chips }} />
        <MoreProviders filter={filter} className={styles.more} />
      </div>
      <GameGrid
        {...filter.grid}
        emptyMessage={empty}
        variant="wide"
        minItemWidth={240}
        gap={20}
        skeletonCount={16}
        className={styles.results}
      />
      <ClearFilters filter={filter} onlyWhenMissed plain className={styles.reset} />
    </div>
  )
}
