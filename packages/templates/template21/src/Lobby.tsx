import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Icon } from '@lobbykit/ui/Icon'
import {
  ClearFilters,
  FavouritesToggle,
  MoreProviders,
  ProviderTabs,
  SortSelect,
  useLobbyFilter,
} from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/**
 * Arena's lobby: the title with the search, sort and favourites on its line (under it on phones), category
 * tiles, then provider tabs (the rest of the providers in a select above them) over four wide cards a row.
 */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props, { everyProvider: 'all' })
  const { title } = props
  const empty = filter.favourites
    ? {}
    : {
        emptyTitle: filter.narrowed ? t`No games for this search` : t`No games here yet`,
        emptyMessage: t`Pick another provider or category.`,
      }
  const sorter = { root: styles.sort, label: styles.sortLabel, select: styles.sortSelect }
  return (
    <div className={styles.lobby}>
      <div className={styles.titleRow}>
        <h1 className={styles.heading}>{title}</h1>
        <label className={styles.find}>
          <Icon name="search" size={20} />
          <input
            type="search"
            aria-label={t`Search ${title}`}
            placeholder={t`Find a game`}
            value={filter.search}
            onChange={(event) => filter.setSearch(event.target.value)}
          />
        </label>
        <SortSelect filter={filter} classes={sorter} />
        <FavouritesToggle filter={filter} plain className={styles.favourites} />
      </div>
      <LobbyCategories categories={props.categories} variant="tiles" />
      <MoreProviders filter={filter} className={styles.more} />
      <ProviderTabs filter={filter} variant="pill" className={styles.providerTabs}>
        <GameGrid
          {...filter.grid}
          {...empty}
          className={styles.cards}
          variant="wide"
          minItemWidth={250}
          gap={16}
          skeletonCount={12}
          overscan={4}
        />
      </ProviderTabs>
      <ClearFilters filter={filter} onlyWhenMissed plain className={styles.reset} />
    </div>
  )
}
