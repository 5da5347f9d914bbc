import { revokeSessionRequestSchema, revokeSessionResponseSchema } from '@lobbykit/contract/calls/sessions'
import { defineCall } from '../call'

/** POST /api/sessions/revoke: signs one of the player's sessions out (docs/product.md#sessions). Unreachable server: -500 internalServerError. */
export const revokeSession = defineCall({
  path: 'sessions/revoke',
  request: revokeSessionRequestSchema,
  response: revokeSessionResponseSchema,
  offlineFailure: 'internalServerError',
})
