import type { getGamesRequestSchema, getGamesResponseSchema } from '@lobbykit/contract/calls/product'
import { defineLazyCall } from '../lazyCall'

/** POST /api/product/get_games: a page of a lobby's games. Unreachable server: -503 serviceUnavailable. */
export const getGames = defineLazyCall<typeof getGamesRequestSchema, typeof getGamesResponseSchema>(
  { path: 'product/get_games', offlineFailure: 'serviceUnavailable' },
  () =>
    import('@lobbykit/contract/calls/product').then((calls) => ({
      request: calls.getGamesRequestSchema,
      response: calls.getGamesResponseSchema,
    })),
)
