import type { logoutRequestSchema, logoutResponseSchema } from '@lobbykit/contract/calls/auth'
import { defineLazyCall } from '../lazyCall'

/** POST /api/auth/logout: ends the session on the server. Unreachable server: -500 internalServerError. */
export const logout = defineLazyCall<typeof logoutRequestSchema, typeof logoutResponseSchema>(
  { path: 'auth/logout', offlineFailure: 'internalServerError' },
  () =>
    import('@lobbykit/contract/calls/auth').then((calls) => ({
      request: calls.logoutRequestSchema,
      response: calls.logoutResponseSchema,
    })),
)
