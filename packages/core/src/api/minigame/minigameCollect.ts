import {
  minigameCollectRequestSchema,
  minigameCollectResponseSchema,
} from '@lobbykit/contract/calls/minigame'
import { defineCall } from '../call'

/** POST /api/minigame/collect: credits a spin's prize and spends its token (docs/product.md#minigame). Unreachable server: -500 internalServerError. */
export const minigameCollect = defineCall({
  path: 'minigame/collect',
  request: minigameCollectRequestSchema,
  response: minigameCollectResponseSchema,
  offlineFailure: 'internalServerError',
})
