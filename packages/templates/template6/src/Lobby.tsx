import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import {
  FavouritesToggle,
  LobbySearch,
  ProviderSelect,
  SortSelect,
  useLobbyFilter,
} from '@lobbykit/ui/LobbyFilters'
import { LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LobbyProps } from '@lobbykit/ui/template'
import { useSyncExternalStore } from 'react'
import { frame } from './Home.css'
import * as styles from './Lobby.css'
import { desktop } from './meta'

/** Whether the desktop layout is showing (the grid then fits four framed cards beside the sidebar). */
function useDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(desktop)
      query?.addEventListener('change', onChange)
      return () => query?.removeEventListener('change', onChange)
    },
    () => window.matchMedia?.(desktop).matches ?? true,
    () => true,
  )
}

/**
 * Dynasty's lobby: the category list in a sticky sidebar beside framed cards, four a row; above the cards the
 * search and favourites, then the provider and the order side by side (one line on desktop).
 */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  const wide = useDesktop()
  const categories = [{ title: t`Categories`, items: props.categories }]
  const picker = { label: styles.label, select: styles.select }
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <SideRail label={t`Lobby categories`} groups={categories} className={styles.sidebar} />
      <div className={styles.tools}>
        <LobbySearch filter={filter} name="q" className={styles.search} />
        <FavouritesToggle filter={filter} plain className={styles.favourites} />
        <ProviderSelect filter={filter} classes={{ ...picker, root: styles.provider }} />
        <SortSelect filter={filter} classes={{ ...picker, root: styles.sort }} />
      </div>
      <GameGrid
        {...filter.grid}
        variant="poster"
        minItemWidth={wide ? 200 : 150}
        gap={16}
        className={`${styles.results} ${frame}`}
      />
    </div>
  )
}
