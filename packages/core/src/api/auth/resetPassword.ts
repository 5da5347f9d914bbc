import { resetPasswordRequestSchema, resetPasswordResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/reset_password: sets a new password with the reset code forgot_password sent, and ends every session. Unreachable server: -500 internalServerError. */
export const resetPassword = defineCall({
  path: 'auth/reset_password',
  request: resetPasswordRequestSchema,
  response: resetPasswordResponseSchema,
  offlineFailure: 'internalServerError',
})
