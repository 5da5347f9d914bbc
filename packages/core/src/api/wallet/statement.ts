import { statementRequestSchema, statementResponseSchema } from '@lobbykit/contract/calls/wallet'
import { defineCall } from '../call'

/** POST /api/wallet/statement: a page of the ledger with the running balance, and the balances around the range. Unreachable server: -503 serviceUnavailable. */
export const statement = defineCall({
  path: 'wallet/statement',
  request: statementRequestSchema,
  response: statementResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
