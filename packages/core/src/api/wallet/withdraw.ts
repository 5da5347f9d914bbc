import { withdrawRequestSchema, withdrawResponseSchema } from '@lobbykit/contract/calls/wallet'
import { defineCall } from '../call'

/** POST /api/wallet/withdraw: a withdrawal to a bank account; the amount is held while pending. Unreachable server: -500 internalServerError. */
export const withdraw = defineCall({
  path: 'wallet/withdraw',
  request: withdrawRequestSchema,
  response: withdrawResponseSchema,
  offlineFailure: 'internalServerError',
})
