import type { getBalanceRequestSchema, getBalanceResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineLazyCall } from '../lazyCall'

/** POST /api/auth/get_balance: the game balance, tokens and minigame wallet. Unreachable server: -503 serviceUnavailable. */
export const getBalance = defineLazyCall<typeof getBalanceRequestSchema, typeof getBalanceResponseSchema>(
  { path: 'auth/get_balance', offlineFailure: 'serviceUnavailable' },
  () =>
    import('@lobbykit/contract/calls/auth').then((calls) => ({
      request: calls.getBalanceRequestSchema,
      response: calls.getBalanceResponseSchema,
    })),
)
