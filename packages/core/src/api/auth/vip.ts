import type { vipRequestSchema, vipResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineLazyCall } from '../lazyCall'

/** POST /api/auth/vip: the VIP level entries and totals. Unreachable server: -503 serviceUnavailable. */
export const vip = defineLazyCall<typeof vipRequestSchema, typeof vipResponseSchema>(
  { path: 'auth/vip', offlineFailure: 'serviceUnavailable' },
  () =>
    import('@lobbykit/contract/calls/auth').then((calls) => ({
      request: calls.vipRequestSchema,
      response: calls.vipResponseSchema,
    })),
)
