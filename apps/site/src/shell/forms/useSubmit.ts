import { type FormEvent, useRef, useState } from 'react'

/** Runs an async piece of work once at a time and tells the page when it is busy. */
export function useBusy<Args extends unknown[]>(work: (...args: Args) => Promise<unknown>) {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const run = async (...args: Args) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await work(...args)
    } finally {
      running.current = false
      setBusy(false)
    }
  }
  return { busy, run: (...args: Args) => void run(...args) }
}

/** Runs a form's async submit once at a time and tells the form when it is busy. */
export function useSubmit(work: () => Promise<unknown>) {
  const { busy, run } = useBusy(work)
  return {
    busy,
    onSubmit: (event: FormEvent) => {
      event.preventDefault()
      run()
    },
  }
}
