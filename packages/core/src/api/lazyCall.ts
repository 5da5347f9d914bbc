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

/** How a call's schemas load: the contract's module for it, imported on the call's first use. */
export type SchemaLoader<Request extends z.ZodMiniType, Response extends z.ZodMiniType> = () => Promise<
  Pick<CallDefinition<Request, Response>, 'request' | 'response'>
>

/** A call whose definition can also load its schemas (`defineLazyCall`). */
export type LazyApiCall<Request extends z.ZodMiniType, Response extends z.ZodMiniType> = ApiCall<
  Request,
  Response
> & {
  definition: { schemas: SchemaLoader<Request, Response> }
}

/**
 * A call the shell may make on any page (balance, favourites, the hot games): its path and offline result are
 * known at once, its schemas, zod and the call's code load with its first use, so a visitor's first page carries
 * none of them (docs/architecture.md#first-visit-code). `definition.schemas` loads them (a test compares them
 * with the contract's).
 */
export function defineLazyCall<Request extends z.ZodMiniType, Response extends z.ZodMiniType>(
  known: Pick<CallDefinition<Request, Response>, 'path' | 'offlineFailure' | 'shareInFlight'>,
  schemas: SchemaLoader<Request, Response>,
): LazyApiCall<Request, Response> {
  const call = lazyCall(known, () =>
    Promise.all([import('./call'), schemas()]).then(([{ defineCall }, loaded]) =>
      defineCall({ ...known, ...loaded }),
    ),
  )
  Object.assign(call.definition, { schemas })
  return call as LazyApiCall<Request, Response>
}
