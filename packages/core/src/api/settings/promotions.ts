import { promotionsRequestSchema, promotionsResponseSchema } from '@lobbykit/contract/calls/settings'
import { defineCall } from '../call'

/** POST /api/settings/promotions: the tenant's promotions running now. Unreachable server: -503 serviceUnavailable. */
export const promotions = defineCall({
  path: 'settings/promotions',
  request: promotionsRequestSchema,
  response: promotionsResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
