import { getLimitsRequestSchema, getLimitsResponseSchema } from '@lobbykit/contract/calls/rg'
import { defineCall } from '../call'

/** POST /api/rg/get_limits: deposit limits, time-out, self-exclusion and reality check (docs/product.md#responsible-gaming). Unreachable server: -503 serviceUnavailable. */
export const getLimits = defineCall({
  path: 'rg/get_limits',
  request: getLimitsRequestSchema,
  response: getLimitsResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
