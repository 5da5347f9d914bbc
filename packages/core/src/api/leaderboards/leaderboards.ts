import { leaderboardsRequestSchema, leaderboardsResponseSchema } from '@lobbykit/contract/calls/leaderboards'
import { defineCall } from '../call'

/** POST /api/leaderboards/list: the site's boards, with the signed-in player's own place (docs/product.md#leaderboards). Unreachable server: -503 serviceUnavailable. */
export const leaderboards = defineCall({
  path: 'leaderboards/list',
  request: leaderboardsRequestSchema,
  response: leaderboardsResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
