import { type FormEvent, useState } from 'react'

/**
 * A form's submit: `send` gives the refusal to show, or nothing when it went through (then `done` runs, to clear
 * the form). Busy while it runs, so a second press does not send it again.
 */
export function useSubmit(send: () => Promise<string | undefined>, done?: () => void) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const refused = await send()
    setBusy(false)
    setError(refused)
    if (!refused) done?.()
  }
  return { submit, error, setError, busy }
}
