import { useLingui } from '@lingui/react/macro'
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
import * as styles from './Lobby.css'

/**
 * Arcade's lobby: title, count, search and the favourites button on one line, category tabs, then the provider
 * chips with the rest of the providers and the sort beside them over eight squares a row.
 */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props, { everyProvider: '*' })
  const sort = { root: styles.sort, label: styles.sortLabel, select: styles.sortSelect }
  return (
    <div className={styles.lobby}>
      <LobbyHeading
        filter={filter}
        classes={{ head: styles.marquee, title: styles.title, count: styles.count }}
      >
        <LobbySearch filter={filter} name="q" className={styles.search} />
        <FavouritesToggle filter={filter} plain className={styles.favourites} />
      </LobbyHeading>
      <LobbyCategories categories={props.categories} variant="tabs" />
      <div className={styles.picker}>
        <div className={styles.tools}>
          <MoreProviders filter={filter} className={styles.more} />
          <SortSelect filter={filter} classes={sort} />
        </div>
        <ProviderTabs filter={filter} variant="pill" allLabel={t`All`} className={styles.chips}>
          <GameGrid {...filter.grid} minItemWidth={150} gap={6} skeletonCount={24} />
        </ProviderTabs>
      </div>
    </div>
  )
}
