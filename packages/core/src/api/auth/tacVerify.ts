import { tacVerifyRequestSchema, tacVerifyResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/tac/verify: confirms a new account's phone with its code. Unreachable server: -500 internalServerError. */
export const tacVerify = defineCall({
  path: 'auth/tac/verify',
  request: tacVerifyRequestSchema,
  response: tacVerifyResponseSchema,
  offlineFailure: 'internalServerError',
})
