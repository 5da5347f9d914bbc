import { GameGrid } from '@lobbykit/ui/GameGrid'
import { LobbySearch, ProviderTabs, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
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

/** Quest's lobby: title and search, category chips with icons, provider tabs over five big posters a row. */
export function Lobby(props: LobbyProps) {
  const filter = useLobbyFilter(props, { everyProvider: 'any' })
  const narrowest = useNarrowestPoster()
  return (
    <div className={styles.lobby}>
      <div className={styles.banner}>
        <LobbyHeading filter={filter} classes={{ title: styles.title, count: styles.count }} />
        <LobbySearch filter={filter} name="q" className={styles.search} />
      </div>
      <LobbyCategories categories={props.categories} variant="chips" />
      <ProviderTabs filter={filter} variant="line" className={styles.studios}>
        <GameGrid {...filter.grid} variant="poster" minItemWidth={narrowest} gap={16} skeletonCount={10} />
      </ProviderTabs>
    </div>
  )
}
