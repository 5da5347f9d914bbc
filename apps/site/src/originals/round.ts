import type { OriginalsRoundResponse, RoundChoice } from '@lobbykit/contract/calls/games'
import type { ApiFailure, ApiResult } from '@lobbykit/core/api/call'
import type { ApiClient } from '@lobbykit/core/api/client'
import { originalsRound } from '@lobbykit/core/api/games/originalsRound'

/** Waits between network retries of one round: a flaky phone network gets a second and a third chance. */
export const retryDelaysMs = [600, 1_500]

/** A failure made by the browser (the server was not reached or answered nonsense), not a refusal. */
export function isNetworkFailure(error: ApiFailure): boolean {
  return error.statusMessage !== undefined
}

export interface PlayOptions {
  wait?: (ms: number) => Promise<void>
  newRequestId?: () => string
}

/**
 * Plays one round (docs/product.md#rounds): a fresh `request_id` per round, and the same one again on a
 * network retry, so a bet the server took before the connection dropped is answered, never placed twice.
 */
export async function playRound(
  api: ApiClient,
  body: { game_token: string; stake: number; choice: RoundChoice },
  options: PlayOptions = {},
): Promise<ApiResult<OriginalsRoundResponse>> {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)))
  const request_id = (options.newRequestId ?? (() => crypto.randomUUID()))()
  let result = await originalsRound(api, { ...body, request_id })
  for (const delay of retryDelaysMs) {
    if (result.ok || !isNetworkFailure(result.error)) break
    await wait(delay)
    result = await originalsRound(api, { ...body, request_id })
  }
  return result
}
