import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { LobbySearch, ProviderSelect, useLobbyFilter } from '@lobbykit/ui/LobbyFilters'
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

/** Dynasty's lobby: the category list in a sticky sidebar beside framed cards, four a row. */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  const wide = useDesktop()
  const categories = [{ title: t`Categories`, items: props.categories }]
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <SideRail label={t`Lobby categories`} groups={categories} className={styles.sidebar} />
      <div className={styles.tools}>
        <LobbySearch filter={filter} name="q" className={styles.field} />
        <ProviderSelect
          filter={filter}
          classes={{ root: styles.field, label: styles.label, select: styles.select }}
        />
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
