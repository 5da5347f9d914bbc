import { diceSeedRequestSchema, diceSeedResponseSchema } from '@lobbykit/contract/calls/games'
import { defineCall } from '../call'

/** POST /api/originals/dice_seed: the dice seed pair in use; rotating reveals it (docs/product.md#originals). Unreachable server: -500 internalServerError. */
export const diceSeed = defineCall({
  path: 'originals/dice_seed',
  request: diceSeedRequestSchema,
  response: diceSeedResponseSchema,
  offlineFailure: 'internalServerError',
})
