import { tacRequestLoginRequestSchema, tacRequestLoginResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/tac/request_login: sends a sign-in code. Unreachable server: -500 internalServerError. */
export const tacRequestLogin = defineCall({
  path: 'auth/tac/request_login',
  request: tacRequestLoginRequestSchema,
  response: tacRequestLoginResponseSchema,
  offlineFailure: 'internalServerError',
})
