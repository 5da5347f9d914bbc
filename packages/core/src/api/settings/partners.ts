import { partnersRequestSchema, partnersResponseSchema } from '@lobbykit/contract/calls/settings'
import { defineCall } from '../call'

/** POST /api/settings/partners: the site's partners. Unreachable server: -503 serviceUnavailable. */
export const partners = defineCall({
  path: 'settings/partners',
  request: partnersRequestSchema,
  response: partnersResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
