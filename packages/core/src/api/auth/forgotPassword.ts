import { forgotPasswordRequestSchema, forgotPasswordResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/forgot_password: sends a password reset code (for reset_password) to the account's phone when it matches. Unreachable server: -500 internalServerError. */
export const forgotPassword = defineCall({
  path: 'auth/forgot_password',
  request: forgotPasswordRequestSchema,
  response: forgotPasswordResponseSchema,
  offlineFailure: 'internalServerError',
})
