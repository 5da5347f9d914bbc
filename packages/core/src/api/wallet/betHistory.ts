import { betHistoryRequestSchema, betHistoryResponseSchema } from '@lobbykit/contract/calls/wallet'
import { defineCall } from '../call'

/** POST /api/wallet/bet_history: a page of game rounds with the bet display fields (docs/product.md#bet-display). Unreachable server: -503 serviceUnavailable. */
export const betHistory = defineCall({
  path: 'wallet/bet_history',
  request: betHistoryRequestSchema,
  response: betHistoryResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
