import type { favListRequestSchema, favListResponseSchema } from '@lobbykit/contract/calls/home'
import { defineLazyCall } from '../lazyCall'

/** POST /api/home/fav_list: the player's favourite games. Unreachable server: -503 serviceUnavailable. */
export const favList = defineLazyCall<typeof favListRequestSchema, typeof favListResponseSchema>(
  { path: 'home/fav_list', offlineFailure: 'serviceUnavailable' },
  () =>
    import('@lobbykit/contract/calls/home').then((calls) => ({
      request: calls.favListRequestSchema,
      response: calls.favListResponseSchema,
    })),
)
