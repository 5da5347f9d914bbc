import { signupRequestSchema, signupResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/signup: opens an account and signs it in. Unreachable server: -500 internalServerError. */
export const signup = defineCall({
  path: 'auth/signup',
  request: signupRequestSchema,
  response: signupResponseSchema,
  offlineFailure: 'internalServerError',
})
