import { claimReferralRequestSchema, claimReferralResponseSchema } from '@lobbykit/contract/calls/referral'
import { defineCall } from '../call'

/** POST /api/referral/claim: pays the referral commission earned and not yet paid (docs/product.md#referral). Unreachable server: -500 internalServerError. */
export const claimReferral = defineCall({
  path: 'referral/claim',
  request: claimReferralRequestSchema,
  response: claimReferralResponseSchema,
  offlineFailure: 'internalServerError',
})
