import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { failureText } from './failureText'
import type { CallResult } from './operatorApi'

export interface Loaded<Data> {
  data?: Data | undefined
  error?: string | undefined
  loading: boolean
  reload: () => void
}

/** Loads a screen's data with `load` (again whenever `key` changes or `reload` is called). */
export function useLoad<Data>(load: () => Promise<CallResult<Data>>, key: string): Loaded<Data> {
  const { i18n } = useLingui()
  const [state, setState] = useState<{ data?: Data; error?: string; loading: boolean }>({ loading: true })
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads; a new closure each render must not reload.
  useEffect(() => {
    let current = true
    setState((previous) => ({ ...previous, loading: true }))
    void load().then((result) => {
      if (!current) return
      setState(
        result.ok
          ? { data: result.data, loading: false }
          : { error: failureText(i18n, result), loading: false },
      )
    })
    return () => {
      current = false
    }
  }, [key, round])
  const reload = useCallback(() => setRound((value) => value + 1), [])
  return { ...state, reload }
}

/** A failed action keeps the call's status: 0 when the server was not reached (the action may have happened). */
export type ActionOutcome<Data> = { ok: true; data: Data } | { ok: false; status: number; message: string }

/** Runs an action the operator started: busy while it runs, the refusal's text when it fails. */
export function useAction() {
  const { i18n } = useLingui()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const run = useCallback(
    async <Data>(action: () => Promise<CallResult<Data>>): Promise<ActionOutcome<Data>> => {
      setBusy(true)
      setError(undefined)
      const result = await action()
      setBusy(false)
      if (result.ok) return result
      const message = failureText(i18n, result)
      setError(message)
      return { ok: false, status: result.status, message }
    },
    [i18n],
  )
  return { busy, error, run, setError }
}
