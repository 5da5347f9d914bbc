import { getGamesRequestSchema, getGamesResponseSchema } from '@lobbykit/contract/calls/product'
import { defineCall } from '../call'

/** POST /api/product/get_games: a page of a lobby's games. Unreachable server: -503 serviceUnavailable. */
export const getGames = defineCall({
  path: 'product/get_games',
  request: getGamesRequestSchema,
  response: getGamesResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
