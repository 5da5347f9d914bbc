import { minigameStateRequestSchema, minigameStateResponseSchema } from '@lobbykit/contract/calls/minigame'
import { defineCall } from '../call'

/** POST /api/minigame/state: the token wallet and the wheel's prizes (docs/product.md#minigame). Unreachable server: -503 serviceUnavailable. */
export const minigameState = defineCall({
  path: 'minigame/state',
  request: minigameStateRequestSchema,
  response: minigameStateResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
