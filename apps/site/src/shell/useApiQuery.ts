import type { ApiCall, ApiFailure } from '@lobbykit/core/api/call'
import { useEffect, useState } from 'react'
import type * as z from 'zod/mini'
import { callAndReport, useRuntime } from './runtime'

export type QueryState<Data> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: Data; error?: undefined }
  | { status: 'error'; data?: undefined; error: ApiFailure }

/** Answers already received this page load, so coming back to a page shows it at once. */
const answers = new Map<string, QueryState<unknown>>()

/**
 * Loads one call's answer for a page. `body` undefined means "not yet" (e.g. no session): nothing is sent.
 * A failure also goes to the error handler (dialog, toast or session-expired flow).
 */
export function useApiQuery<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  call: ApiCall<Req, Res>,
  body: z.input<Req> | undefined,
): QueryState<z.output<Res>> & { reload(): void } {
  const runtime = useRuntime()
  const key = body === undefined ? undefined : `${call.definition.path} ${JSON.stringify(body)}`
  const [state, setState] = useState<QueryState<z.output<Res>>>(
    () => ((key && answers.get(key)) as QueryState<z.output<Res>> | undefined) ?? { status: 'loading' },
  )
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `body`; `attempt` forces a reload
  useEffect(() => {
    if (key === undefined || body === undefined) return
    const cached = answers.get(key) as QueryState<z.output<Res>> | undefined
    setState(cached ?? { status: 'loading' })
    let live = true
    void callAndReport(runtime, call, body).then((result) => {
      const next: QueryState<z.output<Res>> = result.ok
        ? { status: 'success', data: result.data }
        : { status: 'error', error: result.error }
      if (result.ok) answers.set(key, next)
      if (live) setState(next)
    })
    return () => {
      live = false
    }
  }, [key, attempt])

  return { ...state, reload: () => setAttempt((n) => n + 1) }
}
