import { loginRequestSchema, loginResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/login: signs in with account id and password. Unreachable server: -500 internalServerError. */
export const login = defineCall({
  path: 'auth/login',
  request: loginRequestSchema,
  response: loginResponseSchema,
  offlineFailure: 'internalServerError',
})
