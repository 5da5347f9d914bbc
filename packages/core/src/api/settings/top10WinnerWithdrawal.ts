import {
  top10WinnerWithdrawalRequestSchema,
  top10WinnerWithdrawalResponseSchema,
} from '@lobbykit/contract/calls/settings'
import { defineCall } from '../call'

/** POST /api/settings/top10winner_withdrawal: the top-10 winners and withdrawals. Unreachable server: 0 disconnect. */
export const top10WinnerWithdrawal = defineCall({
  path: 'settings/top10winner_withdrawal',
  request: top10WinnerWithdrawalRequestSchema,
  response: top10WinnerWithdrawalResponseSchema,
  offlineFailure: 'disconnect',
})
