import { claimMissionRequestSchema, claimMissionResponseSchema } from '@lobbykit/contract/calls/missions'
import { defineCall } from '../call'

/** POST /api/missions/claim: pays a completed mission's reward, once per period (docs/product.md#missions). Unreachable server: -500 internalServerError. */
export const claimMission = defineCall({
  path: 'missions/claim',
  request: claimMissionRequestSchema,
  response: claimMissionResponseSchema,
  offlineFailure: 'internalServerError',
})
