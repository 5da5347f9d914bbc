import { originalsRoundRequestSchema, originalsRoundResponseSchema } from '@lobbykit/contract/calls/games'
import { defineCall } from '../call'

/** POST /api/originals/round: one round, decided on the server; `request_id` makes a retry safe (docs/product.md#rounds). Unreachable server: -500 internalServerError. */
export const originalsRound = defineCall({
  path: 'originals/round',
  request: originalsRoundRequestSchema,
  response: originalsRoundResponseSchema,
  offlineFailure: 'internalServerError',
})
