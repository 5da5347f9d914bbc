import { timeOutRequestSchema, timeOutResponseSchema } from '@lobbykit/contract/calls/rg'
import { defineCall } from '../call'

/** POST /api/rg/time_out: a time-out of 1 to 42 days; every session of the account ends. Unreachable server: -500 internalServerError. */
export const timeOut = defineCall({
  path: 'rg/time_out',
  request: timeOutRequestSchema,
  response: timeOutResponseSchema,
  offlineFailure: 'internalServerError',
})
