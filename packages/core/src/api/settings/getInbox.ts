import { getInboxRequestSchema, getInboxResponseSchema } from '@lobbykit/contract/calls/settings'
import { defineCall } from '../call'

/** POST /api/settings/get_inbox: the inbox. Unreachable server: 0 disconnect. */
export const getInbox = defineCall({
  path: 'settings/get_inbox',
  request: getInboxRequestSchema,
  response: getInboxResponseSchema,
  offlineFailure: 'disconnect',
})
