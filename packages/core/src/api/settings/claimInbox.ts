import { claimInboxRequestSchema, claimInboxResponseSchema } from '@lobbykit/contract/calls/settings'
import { defineCall } from '../call'

/** POST /api/settings/claim_inbox: claims an inbox reward. Unreachable server: 0 disconnect. */
export const claimInbox = defineCall({
  path: 'settings/claim_inbox',
  request: claimInboxRequestSchema,
  response: claimInboxResponseSchema,
  offlineFailure: 'disconnect',
})
