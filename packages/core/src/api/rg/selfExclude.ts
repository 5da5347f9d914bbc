import { selfExcludeRequestSchema, selfExcludeResponseSchema } from '@lobbykit/contract/calls/rg'
import { defineCall } from '../call'

/** POST /api/rg/self_exclude: a self-exclusion of 6 to 60 months, irreversible until it ends; every session ends. Unreachable server: -500 internalServerError. */
export const selfExclude = defineCall({
  path: 'rg/self_exclude',
  request: selfExcludeRequestSchema,
  response: selfExcludeResponseSchema,
  offlineFailure: 'internalServerError',
})
