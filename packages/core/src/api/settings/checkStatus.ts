import { checkStatusRequestSchema, checkStatusResponseSchema } from '@lobbykit/contract/calls/settings'
import { defineCall } from '../call'

/** POST /api/settings/check_status: the account status. Unreachable server: 0 disconnect. */
export const checkStatus = defineCall({
  path: 'settings/check_status',
  request: checkStatusRequestSchema,
  response: checkStatusResponseSchema,
  offlineFailure: 'disconnect',
})
