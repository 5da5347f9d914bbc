import { useLingui } from '@lingui/react/macro'
import { formatCount, useNumberLocale } from '@lobbykit/ui/format'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import {
  ClearFilters,
  FavouritesToggle,
  LobbySearch,
  MoreProviders,
  ProviderTabs,
  SortSelect,
  useLobbyFilter,
} from '@lobbykit/ui/LobbyFilters'
import type { LobbyProps } from '@lobbykit/ui/template'
import * as styles from './Lobby.css'

/**
 * Obsidian's lobby: a console line (search, order, favourites) under the ruled title, then provider tabs with
 * "More providers" at their end over dense list rows, three columns on desktop.
 */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props, { everyProvider: '*' })
  const locale = useNumberLocale()
  const shown = formatCount(filter.total, locale)
  const total = formatCount(filter.categoryTotal, locale)
  const empty = filter.narrowed
    ? {}
    : { emptyTitle: t`No games here yet`, emptyMessage: t`Another provider may have what you are after.` }
  const sort = { root: styles.sort, label: styles.label, select: styles.select }
  return (
    <div className={styles.lobby}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{props.title}</h1>
        <p className={styles.count} aria-live="polite">
          {props.loading ? t`Loading…` : t`${shown} of ${total} games`}
        </p>
      </div>
      <div className={styles.consoleLine}>
        <LobbySearch filter={filter} name="search" className={styles.search} />
        <SortSelect filter={filter} classes={sort} />
        <FavouritesToggle filter={filter} plain className={styles.toggle} />
        <ClearFilters filter={filter} plain className={styles.clear} />
      </div>
      <div className={styles.providerBar}>
        <MoreProviders filter={filter} className={styles.more} />
        <ProviderTabs filter={filter} variant="pill" allLabel={t`All`} className={styles.providers}>
          <GameGrid {...filter.grid} {...empty} variant="row" minItemWidth={360} gap={8} skeletonCount={12} />
        </ProviderTabs>
      </div>
    </div>
  )
}
