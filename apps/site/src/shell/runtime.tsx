import type { ApiCall, ApiResult } from '@lobbykit/core/api/call'
import type { FlowContext } from '@lobbykit/core/session/context'
import { createContext, type ReactNode, useContext } from 'react'
import type * as z from 'zod/mini'

/**
 * What every page needs to talk to the platform: core's flow context (jotai store, API client, host name,
 * the one error handler of docs/product.md#error-handler) and the site's ids every tenant-scoped call sends.
 */
export interface SiteRuntime extends FlowContext {
  site: { domain_name: string; external_id: string }
}

const RuntimeContext = createContext<SiteRuntime | null>(null)

export function RuntimeProvider({ runtime, children }: { runtime: SiteRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>
}

export function useRuntime(): SiteRuntime {
  const runtime = useContext(RuntimeContext)
  if (!runtime) throw new Error('useRuntime needs a RuntimeProvider above it')
  return runtime
}

/**
 * State that belongs to one runtime (one browser page, one server render) and lives as long as it does: made
 * on first use, so nothing of one tenant's or player's render reaches another's.
 */
export function perRuntime<State>(make: () => State) {
  const states = new WeakMap<SiteRuntime, State>()
  return {
    of(runtime: SiteRuntime): State {
      let state = states.get(runtime)
      if (state === undefined) {
        state = make()
        states.set(runtime, state)
      }
      return state
    },
    set(runtime: SiteRuntime, state: State): void {
      states.set(runtime, state)
    },
  }
}

/** Calls an API function and sends a failure to the error handler; resolves to the result either way. */
export async function callAndReport<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  runtime: SiteRuntime,
  call: ApiCall<Req, Res>,
  body: z.input<Req>,
): Promise<ApiResult<z.output<Res>>> {
  const result = await call(runtime.api, body)
  if (!result.ok) runtime.handleError(result.error)
  return result
}
