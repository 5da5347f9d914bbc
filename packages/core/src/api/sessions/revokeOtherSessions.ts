import {
  revokeOtherSessionsRequestSchema,
  revokeOtherSessionsResponseSchema,
} from '@lobbykit/contract/calls/sessions'
import { defineCall } from '../call'

/** POST /api/sessions/revoke_others: signs out every session of the player but this one (docs/product.md#sessions). Unreachable server: -500 internalServerError. */
export const revokeOtherSessions = defineCall({
  path: 'sessions/revoke_others',
  request: revokeOtherSessionsRequestSchema,
  response: revokeOtherSessionsResponseSchema,
  offlineFailure: 'internalServerError',
})
