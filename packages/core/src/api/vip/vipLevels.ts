import { vipLevelsRequestSchema, vipLevelsResponseSchema } from '@lobbykit/contract/calls/vip'
import { defineCall } from '../call'

/** POST /api/vip/levels: the tenant's VIP levels with their rewards and benefits, and which the player reached and claimed (docs/product.md#vip-rewards). Unreachable server: -503 serviceUnavailable. */
export const vipLevels = defineCall({
  path: 'vip/levels',
  request: vipLevelsRequestSchema,
  response: vipLevelsResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
