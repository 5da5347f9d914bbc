/**
 * The lobby's orders, page sizes and search length (docs/product.md#lobby). Plain values, apart from the call's
 * schemas (./calls/product), so the pages that only need the values bring no schema to a first visit
 * (docs/architecture.md#first-visit-code).
 */

/**
 * The orders a lobby offers (docs/product.md#lobby): most played first, newest release first, by name, and by
 * published return to player (games without one last).
 */
export const gameSorts = ['popular', 'new', 'name', 'rtp'] as const
export type GameSort = (typeof gameSorts)[number]
export const defaultGameSort: GameSort = 'popular'

/** The games a lobby asks for per page (docs/product.md#lobby): 2, 3, 4, 6 or 8 columns fill whole rows. */
export const lobbyPageSize = 48

export const maxGamesPageSize = 100

/** The longest search a lobby sends. */
export const maxGameSearchLength = 60
