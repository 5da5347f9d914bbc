import { updatePasswordRequestSchema, updatePasswordResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/update_password: changes the password. Unreachable server: -500 internalServerError. */
export const updatePassword = defineCall({
  path: 'auth/update_password',
  request: updatePasswordRequestSchema,
  response: updatePasswordResponseSchema,
  offlineFailure: 'internalServerError',
})
