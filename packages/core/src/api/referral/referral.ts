import { referralRequestSchema, referralResponseSchema } from '@lobbykit/contract/calls/referral'
import { defineCall } from '../call'

/** POST /api/referral/summary: the player's code, the rule, referred friends and commission (docs/product.md#referral). Unreachable server: -503 serviceUnavailable. */
export const referral = defineCall({
  path: 'referral/summary',
  request: referralRequestSchema,
  response: referralResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
