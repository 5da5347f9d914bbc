import { syntheticFailure } from '@lobbykit/contract/status'
import type * as z from 'zod/mini'
import { loadOnce } from '../chunk/loadOnce'
import type { ApiCall, CallDefinition } from './call'
import type { ApiClient } from './client'

/**
 * A call whose schemas load with its first use, for a page that makes the call only sometimes (a signed-in
 * player's shelf, a sportsbook's fixtures): the first visit does not download schemas it may never need.
 * `path` and `offlineFailure` must be the call's own (a test compares them); a chunk that fails to load
 * answers the call's synthetic result, as an unreachable server would.
 */
// biome-ignore lint/suspicious/noExplicitAny: any call, whatever its schemas
export function lazyCall<Call extends ApiCall<any, any>>(
  known: Pick<CallDefinition<z.ZodMiniType, z.ZodMiniType>, 'path' | 'offlineFailure'>,
  load: () => Promise<Call>,
): Call {
  const loadCall = loadOnce(load)
  const lazy = async (client: ApiClient, body: unknown, options?: { signal?: AbortSignal }) => {
    let real: Call
    try {
      real = await loadCall()
    } catch (error) {
      return {
        ok: false as const,
        error: {
          ...syntheticFailure(known.offlineFailure),
          details: `code for ${known.path} did not load: ${String(error)}`,
        },
      }
    }
    return real(client, body, options)
  }
  return Object.assign(lazy, { definition: known }) as unknown as Call
}
