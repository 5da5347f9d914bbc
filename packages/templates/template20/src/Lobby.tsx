import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import {
  ClearFilters,
  FavouritesToggle,
  ProviderSelect,
  SortSelect,
  useLobbyFilter,
} from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Lobby.css'

/**
 * Pitch's lobby: a compact filter bar (category tabs; name, provider, sort and favourites two by two on phones,
 * in one line at desktop) over list rows, three columns at desktop.
 */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const nameId = useId()
  const providerId = useId()
  const filter = useLobbyFilter(props)
  const picker = { root: styles.filter, label: styles.filterLabel, select: styles.control }
  const empty = filter.favourites
    ? {}
    : {
        emptyTitle: filter.narrowed ? t`No games match these filters` : t`No games here yet`,
        emptyMessage: t`Try another name, provider or category.`,
      }
  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <h1 className={styles.title}>{props.title}</h1>
        <output className={styles.count} htmlFor={`${nameId} ${providerId}`}>
          {filter.tally}
        </output>
      </div>
      <LobbyCategories categories={props.categories} variant="tabs" icons={false} />
      <div className={styles.filters}>
        <label className={styles.filter} htmlFor={nameId}>
          <span className={styles.filterLabel}>{t`Game name`}</span>
          <input
            id={nameId}
            type="search"
            className={styles.control}
            value={filter.search}
            onChange={(event) => filter.setSearch(event.target.value)}
          />
        </label>
        <ProviderSelect filter={filter} as="label" id={providerId} classes={picker} />
        <SortSelect filter={filter} classes={picker} />
        <FavouritesToggle filter={filter} plain className={styles.favourites} />
      </div>
      <GameGrid
        {...filter.grid}
        {...empty}
        className={styles.rows}
        variant="row"
        minItemWidth={360}
        gap={6}
        skeletonCount={18}
      />
      <ClearFilters filter={filter} onlyWhenMissed plain className={styles.reset} />
    </div>
  )
}
