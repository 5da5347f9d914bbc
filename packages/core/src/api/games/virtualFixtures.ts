import {
  virtualFixturesRequestSchema,
  virtualFixturesResponseSchema,
} from '@lobbykit/contract/calls/fixtures'
import { defineCall } from '../call'

/** POST /api/originals/fixtures: the virtual football matches and horse races with their odds (docs/product.md#originals). Unreachable server: -503 serviceUnavailable. */
export const virtualFixtures = defineCall({
  path: 'originals/fixtures',
  request: virtualFixturesRequestSchema,
  response: virtualFixturesResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
