import type { ApiCall, ApiFailure, ApiResult } from '@lobbykit/core/api/call'
import { useEffect, useState } from 'react'
import type * as z from 'zod/mini'
import { askOnce, callKey, pageDataOf, takeFresh, usePageAnswer } from './pageData'
import { useRuntime } from './runtime'

export type QueryState<Data> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: Data; error?: undefined }
  | { status: 'error'; data?: undefined; error: ApiFailure }

function stateOf<Data>(result: ApiResult<Data> | undefined): QueryState<Data> {
  if (!result) return { status: 'loading' }
  return result.ok ? { status: 'success', data: result.data } : { status: 'error', error: result.error }
}

/**
 * Loads one call's answer for a page. `body` undefined means "not yet" (e.g. no session): nothing is sent.
 * A failure also goes to the error handler (dialog, toast or session-expired flow). The answers of the page
 * load are kept, so coming back to a page shows it at once; an answer the server drew the page with is used
 * as it is, not asked for again (docs/architecture.md#server-rendering).
 */
export function useApiQuery<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  call: ApiCall<Req, Res>,
  body: z.input<Req> | undefined,
): QueryState<z.output<Res>> & { reload(): void } {
  const runtime = useRuntime()
  const key = body === undefined ? undefined : callKey(call, body)
  const drawnWith = usePageAnswer(runtime, call, body)
  const [state, setState] = useState<QueryState<z.output<Res>>>(() => stateOf(drawnWith))
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `body`; `attempt` forces a reload
  useEffect(() => {
    if (key === undefined || body === undefined) return
    const answers = pageDataOf(runtime).answers
    const known = answers.get(key) as ApiResult<z.output<Res>> | undefined
    if (attempt === 0 && known && takeFresh(runtime, key)) {
      setState(stateOf(known))
      return
    }
    setState(stateOf(known?.ok ? known : undefined))
    let live = true
    void askOnce(runtime, call, body).then((result) => {
      if (live) setState(stateOf(result))
    })
    return () => {
      live = false
    }
  }, [key, attempt])

  return { ...state, reload: () => setAttempt((n) => n + 1) }
}
