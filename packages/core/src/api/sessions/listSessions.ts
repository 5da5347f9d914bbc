import { listSessionsRequestSchema, listSessionsResponseSchema } from '@lobbykit/contract/calls/sessions'
import { defineCall } from '../call'

/** POST /api/sessions/list: the player's live sessions, this device first (docs/product.md#sessions). Unreachable server: -503 serviceUnavailable. */
export const listSessions = defineCall({
  path: 'sessions/list',
  request: listSessionsRequestSchema,
  response: listSessionsResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
