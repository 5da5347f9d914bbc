import { claimVipRewardRequestSchema, claimVipRewardResponseSchema } from '@lobbykit/contract/calls/vip'
import { defineCall } from '../call'

/** POST /api/vip/claim: pays a reached level's level-up reward once (docs/product.md#vip-rewards). Unreachable server: -500 internalServerError. */
export const claimVipReward = defineCall({
  path: 'vip/claim',
  request: claimVipRewardRequestSchema,
  response: claimVipRewardResponseSchema,
  offlineFailure: 'internalServerError',
})
