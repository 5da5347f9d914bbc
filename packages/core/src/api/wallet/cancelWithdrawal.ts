import {
  cancelWithdrawalRequestSchema,
  cancelWithdrawalResponseSchema,
} from '@lobbykit/contract/calls/wallet'
import { defineCall } from '../call'

/** POST /api/wallet/cancel_withdrawal: cancels a pending withdrawal; the held amount comes back. Unreachable server: -500 internalServerError. */
export const cancelWithdrawal = defineCall({
  path: 'wallet/cancel_withdrawal',
  request: cancelWithdrawalRequestSchema,
  response: cancelWithdrawalResponseSchema,
  offlineFailure: 'internalServerError',
})
