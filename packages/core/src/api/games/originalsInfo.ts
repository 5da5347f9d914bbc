import { originalsInfoRequestSchema, originalsInfoResponseSchema } from '@lobbykit/contract/calls/games'
import { defineCall } from '../call'

/** POST /api/originals/info: an originals game's rules, stakes and the balance, by game token (docs/product.md#originals). Unreachable server: -503 serviceUnavailable. */
export const originalsInfo = defineCall({
  path: 'originals/info',
  request: originalsInfoRequestSchema,
  response: originalsInfoResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
