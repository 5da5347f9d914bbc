import { readInboxRequestSchema, readInboxResponseSchema } from '@lobbykit/contract/calls/settings'
import { defineCall } from '../call'

/** POST /api/settings/read_inbox: marks inbox items read, answers the unread count. Unreachable server: 0 disconnect. */
export const readInbox = defineCall({
  path: 'settings/read_inbox',
  request: readInboxRequestSchema,
  response: readInboxResponseSchema,
  offlineFailure: 'disconnect',
})
