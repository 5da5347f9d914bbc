import { socialAccountRequestSchema, socialAccountResponseSchema } from '@lobbykit/contract/calls/settings'
import { defineCall } from '../call'

/** POST /api/settings/social_account: the site's social accounts. Unreachable server: 0 disconnect. */
export const socialAccount = defineCall({
  path: 'settings/social_account',
  request: socialAccountRequestSchema,
  response: socialAccountResponseSchema,
  offlineFailure: 'disconnect',
})
