import { useEffect, useRef, useState } from 'react'

/**
 * After a refused submit, moves focus to the first field marked invalid, so a keyboard or screen-reader
 * user lands on what to fix. `refused()` is called by the submit handler; the focus moves once the
 * errors have rendered.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null)
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])
  return { formRef, refused: () => setRefusals((count) => count + 1) }
}
