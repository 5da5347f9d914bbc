import { bankListRequestSchema, bankListResponseSchema } from '@lobbykit/contract/calls/wallet'
import { defineCall } from '../call'

/** POST /api/wallet/bank_list: the tenant's banks and the player's bank accounts (masked). Unreachable server: -503 serviceUnavailable. */
export const bankList = defineCall({
  path: 'wallet/bank_list',
  request: bankListRequestSchema,
  response: bankListResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
