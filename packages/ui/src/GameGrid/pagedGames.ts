import type { GameTile, PagedGames } from '../template/types'

/** Whether a grid's games come in server pages rather than as one list. */
export function isPaged(games: readonly GameTile[] | PagedGames): games is PagedGames {
  return !Array.isArray(games)
}

/** A list held whole, read as pages that are all loaded: nothing to ask for. */
export function wholeList(games: readonly GameTile[]): PagedGames {
  return {
    total: games.length,
    at: (index) => games[index],
    want: () => {},
    version: `whole:${games.length}`,
  }
}
