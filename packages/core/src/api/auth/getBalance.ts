import { getBalanceRequestSchema, getBalanceResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/get_balance: the game balance, tokens and minigame wallet. Unreachable server: -503 serviceUnavailable. */
export const getBalance = defineCall({
  path: 'auth/get_balance',
  request: getBalanceRequestSchema,
  response: getBalanceResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
