import { transactionsRequestSchema, transactionsResponseSchema } from '@lobbykit/contract/calls/wallet'
import { defineCall } from '../call'

/** POST /api/wallet/transactions: a page of the player's deposits and withdrawals, newest first. Unreachable server: -503 serviceUnavailable. */
export const transactions = defineCall({
  path: 'wallet/transactions',
  request: transactionsRequestSchema,
  response: transactionsResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
