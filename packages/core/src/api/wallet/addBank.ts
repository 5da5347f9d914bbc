import { addBankRequestSchema, addBankResponseSchema } from '@lobbykit/contract/calls/wallet'
import { defineCall } from '../call'

/** POST /api/wallet/add_bank: adds a bank account (at most 5, never the same twice). Unreachable server: -500 internalServerError. */
export const addBank = defineCall({
  path: 'wallet/add_bank',
  request: addBankRequestSchema,
  response: addBankResponseSchema,
  offlineFailure: 'internalServerError',
})
