import { tacVerifyRequestSchema, tacVerifyResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/tac/verify: confirms a phone with the code request_new_register sent (before sign-up, or an existing account's). Unreachable server: -500 internalServerError. */
export const tacVerify = defineCall({
  path: 'auth/tac/verify',
  request: tacVerifyRequestSchema,
  response: tacVerifyResponseSchema,
  offlineFailure: 'internalServerError',
})
