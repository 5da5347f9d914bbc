import { bannersRequestSchema, bannersResponseSchema } from '@lobbykit/contract/calls/settings'
import { defineCall } from '../call'

/** POST /api/settings/banners: the tenant's hero banners showing now. Unreachable server: -503 serviceUnavailable. */
export const banners = defineCall({
  path: 'settings/banners',
  request: bannersRequestSchema,
  response: bannersResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
