import type { GameSort } from '@lobbykit/contract/calls/product'
import { type ComponentType, useMemo, useState } from 'react'
import { wholeList } from '../GameGrid/pagedGames'
import type { GameTile, LobbyProps, LobbyQuery, PagedGames } from '../template/types'

/** The query of a lobby opened without one: every game, most popular first. */
export const defaultLobbyQuery: LobbyQuery = { search: '', provider: '', sort: 'popular', favourites: false }

/** Lower case without accents, as the server compares names (docs/product.md#lobby). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
}

const orders: Record<GameSort, (a: GameTile, b: GameTile) => number> = {
  popular: () => 0,
  // The demo has no release dates: its newest games are its last.
  new: () => 0,
  name: (a, b) => a.game_name.localeCompare(b.game_name, 'en'),
  rtp: (a, b) => (b.rtp ?? -1) - (a.rtp ?? -1),
}

/**
 * The demo's stand-in for the server's catalogue search (docs/product.md#lobby): every word in the game's or
 * provider's name, the provider, favourites, then the sort. Stories and tests use it; the site asks the API.
 */
export function findDemoGames(games: readonly GameTile[], query: LobbyQuery): GameTile[] {
  const words = foldForSearch(query.search).split(/\s+/).filter(Boolean)
  const found = games.filter(
    (game) =>
      (!query.provider || game.provider_code === query.provider) &&
      (!query.favourites || game.isFavourite) &&
      words.every((word) => foldForSearch(`${game.game_name} ${game.provider_name ?? ''}`).includes(word)),
  )
  if (query.sort === 'new') return found.reverse()
  return query.sort === 'popular' ? found : found.sort(orders[query.sort])
}

/** The sorts a demo lobby offers: RTP only when a game has one, as the server decides. */
export function demoSorts(games: readonly GameTile[]): GameSort[] {
  const sorts: GameSort[] = ['popular', 'new', 'name']
  return games.some((game) => typeof game.rtp === 'number') ? [...sorts, 'rtp'] : sorts
}

/** The providers of the demo games with their counts, in the order they first appear. */
export function demoLobbyProviders(games: readonly GameTile[]): LobbyProps['providers'] {
  const counts = new Map<string, { code: string; name: string; count: number }>()
  for (const game of games) {
    const entry = counts.get(game.provider_code)
    if (entry) entry.count += 1
    else
      counts.set(game.provider_code, { code: game.provider_code, name: game.provider_name ?? '', count: 1 })
  }
  return [...counts.values()]
}

/** Demo games as a lobby's pages, every page loaded: `version` follows the query. */
export function demoPages(games: readonly GameTile[], key = ''): PagedGames {
  return { ...wholeList(games), version: `${key}:${games.length}` }
}

export type DemoLobbyProps = Omit<LobbyProps, 'games' | 'query' | 'onQueryChange' | 'sorts' | 'providers'> & {
  Lobby: ComponentType<LobbyProps>
  /** Every game of the demo lobby, before the query. */
  games: readonly GameTile[]
  query?: Partial<LobbyQuery>
  providers?: LobbyProps['providers']
  sorts?: LobbyProps['sorts']
  /** Called with every query change, after the demo applied it. */
  onQueryChange?: LobbyProps['onQueryChange']
}

/**
 * A template's Lobby over the demo games with a working query: what the shell does with the server, done in
 * memory, so stories and tests can type, pick and sort.
 */
export function DemoLobby({
  Lobby,
  games,
  query: initial,
  providers,
  sorts,
  onQueryChange,
  ...props
}: DemoLobbyProps) {
  const [query, setQuery] = useState<LobbyQuery>({ ...defaultLobbyQuery, ...initial })
  const found = useMemo(() => findDemoGames(games, query), [games, query])
  const pages = useMemo(() => demoPages(found, JSON.stringify(query)), [found, query])
  return (
    <Lobby
      {...props}
      query={query}
      onQueryChange={(change) => {
        setQuery((current) => ({ ...current, ...change }))
        onQueryChange?.(change)
      }}
      games={pages}
      providers={providers ?? demoLobbyProviders(games)}
      sorts={sorts ?? demoSorts(games)}
    />
  )
}
