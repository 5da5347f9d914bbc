import { minigameSpinRequestSchema, minigameSpinResponseSchema } from '@lobbykit/contract/calls/minigame'
import { defineCall } from '../call'

/** POST /api/minigame/spin: freezes a token and answers the prize (docs/product.md#minigame). Unreachable server: -500 internalServerError. */
export const minigameSpin = defineCall({
  path: 'minigame/spin',
  request: minigameSpinRequestSchema,
  response: minigameSpinResponseSchema,
  offlineFailure: 'internalServerError',
})
