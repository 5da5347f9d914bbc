import { depositRequestSchema, depositResponseSchema } from '@lobbykit/contract/calls/wallet'
import { defineCall } from '../call'

/** POST /api/wallet/deposit: a deposit through a method; `request_id` makes a retry safe (see `moneyRequest`). Unreachable server: -500 internalServerError. */
export const deposit = defineCall({
  path: 'wallet/deposit',
  request: depositRequestSchema,
  response: depositResponseSchema,
  offlineFailure: 'internalServerError',
})
