import { forgotPasswordRequestSchema, forgotPasswordResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/forgot_password: sends a sign-in code to the account's phone. Unreachable server: -500 internalServerError. */
export const forgotPassword = defineCall({
  path: 'auth/forgot_password',
  request: forgotPasswordRequestSchema,
  response: forgotPasswordResponseSchema,
  offlineFailure: 'internalServerError',
})
