import { vipRequestSchema, vipResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineCall } from '../call'

/** POST /api/auth/vip: the VIP level entries and totals. Unreachable server: -503 serviceUnavailable. */
export const vip = defineCall({
  path: 'auth/vip',
  request: vipRequestSchema,
  response: vipResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
