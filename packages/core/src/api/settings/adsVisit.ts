import { adsVisitRequestSchema, adsVisitResponseSchema } from '@lobbykit/contract/calls/settings'
import { defineCall } from '../call'

/** POST /api/settings/adsvisit: records an ad-campaign visit. Unreachable server: 0 disconnect. */
export const adsVisit = defineCall({
  path: 'settings/adsvisit',
  request: adsVisitRequestSchema,
  response: adsVisitResponseSchema,
  offlineFailure: 'disconnect',
})
