import { GameGrid } from '@lobbykit/ui/GameGrid'
import {
  FavouritesToggle,
  LobbySearch,
  MoreProviders,
  ProviderTabs,
  SortSelect,
  useLobbyFilter,
} from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useEffect, useState } from 'react'
import * as styles from './Lobby.css'
import { desktop } from './meta'

/**
 * Quest shows five big posters a row on desktop and two on phones: the virtualised grid sizes its columns
 * from the narrowest card it may use, so that width follows the template's breakpoint.
 */
function useNarrowestPoster(): number {
  const [onDesktop, setOnDesktop] = useState(true)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const media = window.matchMedia(desktop)
    const follow = () => setOnDesktop(media.matches)
    follow()
    media.addEventListener('change', follow)
    return () => media.removeEventListener('change', follow)
  }, [])
  return onDesktop ? 230 : 150
}

/**
 * Quest's lobby: the title card with the search and the favourites toggle, category chips with icons, then the
 * studio tabs with the rest of the studios and the sort at their end, over five big posters a row.
 */
export function Lobby(props: LobbyProps) {
  const filter = useLobbyFilter(props, { everyProvider: 'any' })
  const narrowest = useNarrowestPoster()
  const sort = { root: styles.sort, label: styles.sortLabel, select: styles.sortSelect }
  return (
    <div className={styles.lobby}>
      <div className={styles.banner}>
        <LobbyHeading
          filter={filter}
          classes={{ head: styles.head, title: styles.title, count: styles.count }}
        />
        <LobbySearch filter={filter} name="q" className={styles.search} />
        <FavouritesToggle filter={filter} plain className={styles.favourites} />
      </div>
      <LobbyCategories categories={props.categories} variant="chips" />
      <div className={styles.picker}>
        <div className={styles.tools}>
          <MoreProviders filter={filter} className={styles.more} />
          <SortSelect filter={filter} classes={sort} />
        </div>
        <ProviderTabs filter={filter} variant="line" className={styles.studios}>
          <GameGrid {...filter.grid} variant="poster" minItemWidth={narrowest} gap={16} skeletonCount={10} />
        </ProviderTabs>
      </div>
    </div>
  )
}
