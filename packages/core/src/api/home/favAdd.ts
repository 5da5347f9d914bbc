import type { favChangeRequestSchema, favChangeResponseSchema } from '@lobbykit/contract/calls/home'
import { defineLazyCall } from '../lazyCall'

/** POST /api/home/fav_add: adds a game to the player's favourites and answers them all (docs/product.md#favourites). Unreachable server: -503 serviceUnavailable (favourites, docs/product.md#synthetic-results). */
export const favAdd = defineLazyCall<typeof favChangeRequestSchema, typeof favChangeResponseSchema>(
  { path: 'home/fav_add', offlineFailure: 'serviceUnavailable' },
  () =>
    import('@lobbykit/contract/calls/home').then((calls) => ({
      request: calls.favChangeRequestSchema,
      response: calls.favChangeResponseSchema,
    })),
)
