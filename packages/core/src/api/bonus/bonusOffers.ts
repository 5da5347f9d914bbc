import { bonusOffersRequestSchema, bonusOffersResponseSchema } from '@lobbykit/contract/calls/bonus'
import { defineCall } from '../call'

/** POST /api/bonus/offers: the running deposit bonus offers and the player's open bonus (docs/product.md#deposit-bonus). Unreachable server: -503 serviceUnavailable. */
export const bonusOffers = defineCall({
  path: 'bonus/offers',
  request: bonusOffersRequestSchema,
  response: bonusOffersResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
