import { favChangeRequestSchema, favChangeResponseSchema } from '@lobbykit/contract/calls/home'
import { defineCall } from '../call'

/** POST /api/home/fav_add: adds a game to the player's favourites and answers them all (docs/product.md#favourites). Unreachable server: -503 serviceUnavailable (favourites, docs/product.md#synthetic-results). */
export const favAdd = defineCall({
  path: 'home/fav_add',
  request: favChangeRequestSchema,
  response: favChangeResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
