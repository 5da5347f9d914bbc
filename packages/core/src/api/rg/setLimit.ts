import { setLimitRequestSchema, setLimitResponseSchema } from '@lobbykit/contract/calls/rg'
import { defineCall } from '../call'

/** POST /api/rg/set_limit: sets or removes a deposit limit; a decrease applies at once, an increase after 24 hours. Unreachable server: -500 internalServerError. */
export const setLimit = defineCall({
  path: 'rg/set_limit',
  request: setLimitRequestSchema,
  response: setLimitResponseSchema,
  offlineFailure: 'internalServerError',
})
