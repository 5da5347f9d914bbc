import { getHotGamesRequestSchema, getHotGamesResponseSchema } from '@lobbykit/contract/calls/product'
import { defineCall } from '../call'

/** POST /api/product/get_hot_games: the hot games. Unreachable server: -503 serviceUnavailable. */
export const getHotGames = defineCall({
  path: 'product/get_hot_games',
  request: getHotGamesRequestSchema,
  response: getHotGamesResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
