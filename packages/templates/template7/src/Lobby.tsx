import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import {
  FavouritesToggle,
  type LobbyFilter,
  LobbySearch,
  MoreProviders,
  ProviderButtons,
  SortSelect,
  useLobbyFilter,
} from '@lobbykit/ui/LobbyFilters'
import { LobbyCategories, LobbyHeading } from '@lobbykit/ui/LobbyHeading'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameTile, LobbyProps, PagedGames } from '@lobbykit/ui/template'
import { type MouseEvent, useEffect, useId, useMemo } from 'react'
import { overlay } from './Home.css'
import * as styles from './Lobby.css'

/** The leading positions of the lobby (its most played games, two server pages) that the provider rows group. */
const headLength = 96
/** A provider gets a row of its own with at least this many games among the leading ones. */
const rowMinimum = 3
/** At most this many provider rows, and this many games in a row; the rest of the lead joins the grid below. */
const maxRows = 8
const rowLength = 20

/** How many leading positions the rows were drawn from, the rows, and the leading games left for the grid. */
interface Lead {
  head: number
  rows: ProviderRow[]
  rest: GameTile[]
}

interface ProviderRow {
  code: string
  name: string
  games: GameTile[]
}

/**
 * The provider rows and what is left for the grid under them: the leading games grouped by provider (the
 * houses with the most of them first), and the leading games without a row of their own.
 */
function groupHead(head: GameTile[], names: Map<string, string>) {
  const byProvider = new Map<string, GameTile[]>()
  for (const game of head) {
    const list = byProvider.get(game.provider_code) ?? []
    list.push(game)
    byProvider.set(game.provider_code, list)
  }
  const rows: ProviderRow[] = [...byProvider]
    .filter(([, games]) => games.length >= rowMinimum)
    .slice(0, maxRows)
    .map(([code, games]) => ({
      code,
      name: names.get(code) ?? games[0]?.provider_name ?? code,
      games: games.slice(0, rowLength),
    }))
  const inRows = new Set(rows.flatMap((row) => row.games))
  return { rows, rest: head.filter((game) => !inRows.has(game)) }
}

/** The grid under the rows: the leading games without a row, then every game after the lead, as pages. */
function restOf(games: PagedGames, head: number, rest: GameTile[]): PagedGames {
  const after = Math.max(0, games.total - head)
  return {
    total: rest.length + after,
    at: (index) => (index < rest.length ? rest[index] : games.at(head + index - rest.length)),
    want: (start, end) => {
      const from = head + Math.max(0, start - rest.length)
      const to = head + Math.max(0, end - rest.length)
      if (to > from) games.want(from, to)
    },
    version: `${games.version}:${rest.length}`,
  }
}

/** A provider's lobby in the address (docs/product.md#lobby), for its row's "See all" link. */
function providerHref(props: LobbyProps, code: string): string | undefined {
  const lobby = props.categories.find((category) => category.active)
  if (!lobby) return undefined
  const query = new URLSearchParams({ provider: code })
  if (props.query.sort !== 'popular') query.set('sort', props.query.sort)
  return `${lobby.href}?${query}`
}

/**
 * The provider rows over the rest of the lobby: each row a house's most played games, its "See all" opening
 * the house's own grid; under them one grid of every other game, paged as the player scrolls.
 */
function ProviderRows({ filter, head, rows, rest }: { filter: LobbyFilter } & Lead) {
  const { t } = useLingui()
  const restId = useId()
  const { lobby, grid } = filter
  const restGames = useMemo(() => restOf(lobby.games, head, rest), [lobby.games, head, rest])
  // "See all" is a real link to the provider's lobby; a plain click picks the provider in place.
  const seeAll = (code: string) => (event: MouseEvent) => {
    if (!(event.target as Element).closest('a') || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    filter.setProvider(code)
  }
  return (
    <div className={styles.rows}>
      {rows.map((row) => (
        <div key={row.code} className={styles.row} onClickCapture={seeAll(row.code)}>
          <GameShelf
            section={{
              key: row.code,
              title: row.name,
              games: row.games,
              href: providerHref(lobby, row.code),
            }}
            itemWidth="clamp(150px, 40vw, 180px)"
            headerVariant="underline"
            onPlay={grid.onPlay}
            onToggleFavourite={grid.onToggleFavourite}
            className={overlay}
          />
        </div>
      ))}
      {restGames.total > 0 ? (
        <section aria-labelledby={restId} className={styles.rest}>
          <SectionHeader id={restId} title={t`More games`} variant="underline" />
          <GameGrid
            {...grid}
            games={restGames}
            label={t`More games`}
            minItemWidth={180}
            gap={20}
            className={overlay}
          />
        </section>
      ) : null}
    </div>
  )
}

/** The lobby's leading games once they are all in, grouped into provider rows; null while they load. */
function useHead(props: LobbyProps): Lead | null {
  const { games, providers } = props
  const head = Math.min(games.total, headLength)
  useEffect(() => {
    if (head > 0) games.want(0, head)
  }, [games, head])
  const names = useMemo(() => new Map(providers.map((item) => [item.code, item.name])), [providers])
  return useMemo(() => {
    const leading: GameTile[] = []
    for (let index = 0; index < head; index++) {
      const game = games.at(index)
      if (!game) return null
      leading.push(game)
    }
    return { head, ...groupHead(leading, names) }
  }, [games, head, names])
}

/**
 * Deco's lobby: the search, the order and the favourites, provider switches in engraved capitals (the rest in
 * "More providers"), then one sideways row per house over every other game; a chosen provider, a search or the
 * favourites open one full grid.
 */
export function Lobby(props: LobbyProps) {
  const { t } = useLingui()
  const filter = useLobbyFilter(props)
  const lead = useHead(props)
  const sort = { root: styles.sort, label: styles.sortLabel, select: styles.sortSelect }
  const plain = props.loading || Boolean(props.error) || filter.total === 0 || filter.narrowed
  return (
    <div className={styles.lobby}>
      <LobbyHeading filter={filter} classes={styles} />
      <LobbyCategories variant="tabs" icons={false} categories={props.categories} />
      <div className={styles.tools}>
        <LobbySearch filter={filter} name="search" className={styles.search} />
        <SortSelect filter={filter} classes={sort} />
        <FavouritesToggle filter={filter} plain className={styles.favourites} />
      </div>
      <ul className={styles.makers} aria-label={t`Providers`}>
        <ProviderButtons filter={filter} className={styles.maker} listItems />
        {filter.moreProviders.length > 0 ? (
          <li className={styles.moreItem}>
            <MoreProviders filter={filter} className={styles.more} />
          </li>
        ) : null}
      </ul>
      {plain ? (
        <GameGrid {...filter.grid} minItemWidth={180} gap={20} className={overlay} />
      ) : lead ? (
        <ProviderRows filter={filter} {...lead} />
      ) : (
        <GameGrid
          {...filter.grid}
          loading
          minItemWidth={180}
          gap={20}
          skeletonCount={10}
          className={overlay}
        />
      )}
    </div>
  )
}
