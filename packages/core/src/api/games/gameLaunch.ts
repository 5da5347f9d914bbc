import { gameLaunchRequestSchema, gameLaunchResponseSchema } from '@lobbykit/contract/calls/games'
import { defineCall } from '../call'

/** POST /api/game/launch: a game token and the URL of the game's window (docs/product.md#game-tokens). Unreachable server: -500 internalServerError. */
export const gameLaunch = defineCall({
  path: 'game/launch',
  request: gameLaunchRequestSchema,
  response: gameLaunchResponseSchema,
  offlineFailure: 'internalServerError',
})
