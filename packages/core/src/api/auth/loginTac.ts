import { loginTacRequestSchema, loginTacResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/login_tac: signs in with a one-time code. Unreachable server: -500 internalServerError. */
export const loginTac = defineCall({
  path: 'auth/login_tac',
  request: loginTacRequestSchema,
  response: loginTacResponseSchema,
  offlineFailure: 'internalServerError',
})
