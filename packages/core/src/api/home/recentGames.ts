import { recentGamesRequestSchema, recentGamesResponseSchema } from '@lobbykit/contract/calls/games'
import { defineCall } from '../call'

/** POST /api/home/recent_list: the games the player played last, newest first (docs/product.md#games). Unreachable server: -503 serviceUnavailable. */
export const recentGames = defineCall({
  path: 'home/recent_list',
  request: recentGamesRequestSchema,
  response: recentGamesResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
