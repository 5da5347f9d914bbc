import { realityCheckRequestSchema, realityCheckResponseSchema } from '@lobbykit/contract/calls/rg'
import { defineCall } from '../call'

/** POST /api/rg/reality_check: the reality-check reminder every N minutes of play (0 = off). Unreachable server: -500 internalServerError. */
export const realityCheck = defineCall({
  path: 'rg/reality_check',
  request: realityCheckRequestSchema,
  response: realityCheckResponseSchema,
  offlineFailure: 'internalServerError',
})
