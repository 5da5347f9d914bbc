import { Suspense, useEffect } from 'react'
import type { DialogProps } from '../Dialog/Dialog'
import { lazyPart } from '../template/lazyPart'

const LoadedDialog = lazyPart(() => import('../Dialog/Dialog').then((module) => module.Dialog))

/** How long after a layout mounts its closed dialog's code loads: past the first visit's own loads. */
export const dialogPreloadDelayMs = 2000

/**
 * `Dialog` for a sheet a layout keeps closed until a tap (a phone's "More"): its code is not part of the first
 * visit (docs/architecture.md#first-visit-code) and loads a little after the page is up, so the sheet still opens
 * at once. Closed, it renders nothing, as `Dialog` does.
 */
export function LazyDialog(props: DialogProps) {
  useEffect(() => {
    const timer = setTimeout(() => void LoadedDialog.preload?.().catch(() => {}), dialogPreloadDelayMs)
    return () => clearTimeout(timer)
  }, [])
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  )
}
