import { logoutRequestSchema, logoutResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/logout: ends the session on the server. Unreachable server: -500 internalServerError. */
export const logout = defineCall({
  path: 'auth/logout',
  request: logoutRequestSchema,
  response: logoutResponseSchema,
  offlineFailure: 'internalServerError',
})
