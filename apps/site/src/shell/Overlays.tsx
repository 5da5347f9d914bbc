import { errorDialogAtom, toastsAtom } from '@lobbykit/core/stores/feedback'
import { layoutAtom } from '@lobbykit/core/stores/layout'
import { closeModalAtom, currentModalAtom } from '@lobbykit/core/stores/modal'
import { useAtomValue } from 'jotai/react'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { loadMessageGroup } from '../i18n/activate'
import { useRuntime } from './runtime'

// Dialogs are rare on a first visit: their code is not part of it (docs/architecture.md#first-visit-code).
// The modal stack's dialogs keep their texts in the `dialogs` group: it loads with the stack's code.
const loadModal = () =>
  Promise.all([import('./Modal'), loadMessageGroup('dialogs')]).then(([module]) => module)
const loadErrorDialog = () => import('./ErrorDialog')
const loadToasts = () => import('./Toasts')
const Modal = lazy(loadModal)
const ErrorDialogBody = lazy(loadErrorDialog)
const Toasts = lazy(loadToasts)

/**
 * Loads the code and texts of the dialogs and toasts once the page is up (docs/product.md#after-mount), so that a
 * failure met later with the server unreachable still shows (docs/product.md#chunk-reload). A failure here is tried
 * again when one opens.
 */
export const preloadDialogs = () =>
  Promise.all([loadModal(), loadErrorDialog(), loadToasts()]).catch(() => {})
const FloatingWidgets = lazy(() => import('./FloatingWidgets'))
// docs/product.md#download-bar: on only after mount, so never part of a first visit.
const AppDownload = lazy(() =>
  Promise.all([import('./appDownload/AppDownload'), loadMessageGroup('dialogs')]).then(([module]) => module),
)

const noSubscription = () => () => {}

/**
 * False while React hydrates a page the server drew, true from then on (and at once in a page drawn in the
 * browser). The server draws no modal: a returning visitor's stored one opens right after hydration
 * (docs/architecture.md#pages-drawn-on-the-server), without writing the stored stack, which other tabs share.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/** The modal on top of the stack (docs/product.md#modal-stack), the error dialog and the toasts of core's stores: each one's code loads when it first shows, or after mount. */
export function Overlays() {
  const { store } = useRuntime()
  const stacked = useAtomValue(currentModalAtom, { store })
  const hydrated = useHydrated()
  const modal = hydrated ? stacked : undefined
  const error = useAtomValue(errorDialogAtom, { store })
  const anyToast = useAtomValue(toastsAtom, { store }).length > 0
  const { show_download_bar: appBar, show_app_download: appDialog } = useAtomValue(layoutAtom, { store })
  return (
    <>
      <Suspense fallback={null}>
        {modal ? <Modal name={modal} onClose={() => store.set(closeModalAtom)} /> : null}
        {error ? <ErrorDialogBody error={error} onClose={() => store.set(errorDialogAtom, null)} /> : null}
      </Suspense>
      <Suspense fallback={null}>{anyToast ? <Toasts /> : null}</Suspense>
      <Suspense fallback={null}>
        <FloatingWidgets />
      </Suspense>
      <Suspense fallback={null}>
        {hydrated && !modal && (appBar || appDialog) ? <AppDownload /> : null}
      </Suspense>
    </>
  )
}
