import { optInBonusRequestSchema, optInBonusResponseSchema } from '@lobbykit/contract/calls/bonus'
import { defineCall } from '../call'

/** POST /api/bonus/opt-in: opts in to a deposit bonus offer, once per request_id (docs/product.md#deposit-bonus). Unreachable server: -500 internalServerError. */
export const optInBonus = defineCall({
  path: 'bonus/opt-in',
  request: optInBonusRequestSchema,
  response: optInBonusResponseSchema,
  offlineFailure: 'internalServerError',
})
