import { profileUpdateRequestSchema, profileUpdateResponseSchema } from '@lobbykit/contract/calls/settings'
import { defineCall } from '../call'

/** POST /api/settings/profile_update: updates full name and e-mail. Unreachable server: 0 disconnect. */
export const profileUpdate = defineCall({
  path: 'settings/profile_update',
  request: profileUpdateRequestSchema,
  response: profileUpdateResponseSchema,
  offlineFailure: 'disconnect',
})
