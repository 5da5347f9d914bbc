import { type FormEvent, useState } from 'react'

/** Runs a form's async submit once at a time and tells the form when it is busy. */
export function useSubmit(run: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      await run()
    } finally {
      setBusy(false)
    }
  }
  return { busy, onSubmit: (event: FormEvent) => void onSubmit(event) }
}
