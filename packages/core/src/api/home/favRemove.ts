import { favChangeRequestSchema, favChangeResponseSchema } from '@lobbykit/contract/calls/home'
import { defineCall } from '../call'

/** POST /api/home/fav_remove: takes a game out of the player's favourites and answers them all (docs/product.md#favourites). Unreachable server: -503 serviceUnavailable (favourites, docs/product.md#synthetic-results). */
export const favRemove = defineCall({
  path: 'home/fav_remove',
  request: favChangeRequestSchema,
  response: favChangeResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
