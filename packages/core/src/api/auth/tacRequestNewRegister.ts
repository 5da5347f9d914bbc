import {
  tacRequestNewRegisterRequestSchema,
  tacRequestNewRegisterResponseSchema,
} from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/tac/request_new_register: sends the code that confirms a new account. Unreachable server: -500 internalServerError. */
export const tacRequestNewRegister = defineCall({
  path: 'auth/tac/request_new_register',
  request: tacRequestNewRegisterRequestSchema,
  response: tacRequestNewRegisterResponseSchema,
  offlineFailure: 'internalServerError',
})
