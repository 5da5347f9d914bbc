import type { getHotGamesRequestSchema, getHotGamesResponseSchema } from '@lobbykit/contract/calls/product'
import { defineLazyCall } from '../lazyCall'

/** POST /api/product/get_hot_games: the hot games. Unreachable server: -503 serviceUnavailable. */
export const getHotGames = defineLazyCall<typeof getHotGamesRequestSchema, typeof getHotGamesResponseSchema>(
  { path: 'product/get_hot_games', offlineFailure: 'serviceUnavailable' },
  () =>
    import('@lobbykit/contract/calls/product').then((calls) => ({
      request: calls.getHotGamesRequestSchema,
      response: calls.getHotGamesResponseSchema,
    })),
)
