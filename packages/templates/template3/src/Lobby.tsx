import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Icon } from '@lobbykit/ui/Icon'
import {
  FavouritesToggle,
  LobbySearch,
  MoreProviders,
  ProviderButtons,
  SortSelect,
  useLobbyFilter,
} from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useEffect, useState } from 'react'
import * as styles from './Lobby.css'
import { desktop } from './meta'

/** Whether the desktop layout is on, so the wall can hold five columns there and two on phones. */
function useWideWall(): boolean {
  const [wide, setWide] = useState(false)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(desktop)
    const sync = () => setWide(query.matches)
    sync()
    query.addEventListener('change', sync)
    return () => query.removeEventListener('change', sync)
  }, [])
  return wide
}

/**
 * Riviera's lobby: provider chips (the rest in "More providers"), the order and the favourites over a
 * five-column wall of tiles with a name band; phones, which have no rail, get the categories as a strip of
 * icon tiles, and the chips as one sideways row so the wall starts on the first screen.
 */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  const wide = useWideWall()
  const { title } = props
  // Riviera's own words for a wall the filters emptied; the favourites keep theirs.
  const empty =
    filter.narrowed && !filter.favourites
      ? {
          emptyTitle: t`No games match these filters`,
          emptyMessage: t`Pick another provider or clear the search.`,
        }
      : {}
  const sort = { root: styles.sort, label: styles.sortLabel, select: styles.sortSelect }
  return (
    <div className={styles.lobby}>
      <div className={styles.top}>
        <h1 className={styles.title}>{title}</h1>
        <LobbySearch filter={filter} name="q" label={t`Search ${title}`} className={styles.search} />
      </div>
      <LobbyCategories categories={props.categories} variant="tiles" className={styles.phoneCategories} />
      <div className={styles.tools}>
        <fieldset className={styles.providers}>
          <legend className={styles.providersLabel}>
            <Icon name="slots" size={18} />
            {t`Providers`}
          </legend>
          <ProviderButtons filter={filter} className={styles.chip} />
          <MoreProviders filter={filter} className={styles.more} />
        </fieldset>
        <div className={styles.order}>
          <SortSelect filter={filter} classes={sort} />
          <FavouritesToggle filter={filter} className={styles.favourites} />
        </div>
      </div>
      <GameGrid
        {...filter.grid}
        {...empty}
        variant="poster"
        minItemWidth={wide ? 196 : 148}
        gap={12}
        skeletonCount={15}
      />
    </div>
  )
}
