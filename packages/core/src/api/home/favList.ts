import { favListRequestSchema, favListResponseSchema } from '@lobbykit/contract/calls/home'
import { defineCall } from '../call'

/** POST /api/home/fav_list: the player's favourite games. Unreachable server: -503 serviceUnavailable. */
export const favList = defineCall({
  path: 'home/fav_list',
  request: favListRequestSchema,
  response: favListResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
