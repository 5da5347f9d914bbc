import { missionsRequestSchema, missionsResponseSchema } from '@lobbykit/contract/calls/missions'
import { defineCall } from '../call'

/** POST /api/missions/list: the tenant's missions and the player's progress (docs/product.md#missions). Unreachable server: -503 serviceUnavailable. */
export const missions = defineCall({
  path: 'missions/list',
  request: missionsRequestSchema,
  response: missionsResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
