import type { adsVisitRequestSchema, adsVisitResponseSchema } from '@lobbykit/contract/calls/settings'
import { defineLazyCall } from '../lazyCall'

/** POST /api/settings/adsvisit: records an ad-campaign visit. Unreachable server: 0 disconnect. */
export const adsVisit = defineLazyCall<typeof adsVisitRequestSchema, typeof adsVisitResponseSchema>(
  { path: 'settings/adsvisit', offlineFailure: 'disconnect' },
  () =>
    import('@lobbykit/contract/calls/settings').then((calls) => ({
      request: calls.adsVisitRequestSchema,
      response: calls.adsVisitResponseSchema,
    })),
)
