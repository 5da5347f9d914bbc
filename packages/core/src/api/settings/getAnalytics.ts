import { getAnalyticsRequestSchema, getAnalyticsResponseSchema } from '@lobbykit/contract/calls/settings'
import { defineCall } from '../call'

/** POST /api/settings/get_analytics: the analytics scripts. Unreachable server: 0 disconnect. */
export const getAnalytics = defineCall({
  path: 'settings/get_analytics',
  request: getAnalyticsRequestSchema,
  response: getAnalyticsResponseSchema,
  offlineFailure: 'disconnect',
})
