import { useLingui } from '@lingui/react/macro'
import { dismissToastAtom, errorDialogAtom, toastsAtom } from '@lobbykit/core/stores/feedback'
import { closeModalAtom, currentModalAtom } from '@lobbykit/core/stores/modal'
import { ToastViewport } from '@lobbykit/ui/Toast'
import { useAtomValue } from 'jotai/react'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { loadMessageGroup } from '../i18n/activate'
import { useRuntime } from './runtime'

// Dialogs are rare on a first visit: their code loads when one opens.
// The modal stack's dialogs keep their texts in the `dialogs` group: it loads with the stack's code.
const Modal = lazy(() =>
  Promise.all([import('./Modal'), loadMessageGroup('dialogs')]).then(([module]) => module),
)
const ErrorDialogBody = lazy(() => import('./ErrorDialog'))
const FloatingWidgets = lazy(() => import('./FloatingWidgets'))

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

/** The modal on top of the stack (docs/product.md#modal-stack), the error dialog and the toasts of core's stores. */
export function Overlays() {
  const { store } = useRuntime()
  const stacked = useAtomValue(currentModalAtom, { store })
  const modal = useHydrated() ? stacked : undefined
  const error = useAtomValue(errorDialogAtom, { store })
  return (
    <>
      <Suspense fallback={null}>
        {modal ? <Modal name={modal} onClose={() => store.set(closeModalAtom)} /> : null}
        {error ? <ErrorDialogBody error={error} onClose={() => store.set(errorDialogAtom, null)} /> : null}
      </Suspense>
      <Toasts />
      <Suspense fallback={null}>
        <FloatingWidgets />
      </Suspense>
    </>
  )
}

/** Toasts bottom-right (docs/product.md#error-handler): each leaves after its own duration (10 s session, 3 s error). */
function Toasts() {
  const { t } = useLingui()
  const { store } = useRuntime()
  const toasts = useAtomValue(toastsAtom, { store })
  return (
    <ToastViewport
      label={t`Notifications`}
      closeLabel={t`Dismiss`}
      toasts={toasts.map((toast) => ({
        id: String(toast.id),
        tone: toastTones[toast.tone],
        title: toast.title,
        ...(toast.body ? { message: toast.body } : {}),
        duration: toast.durationMs,
      }))}
      onDismiss={(id) => store.set(dismissToastAtom, Number(id))}
    />
  )
}

const toastTones = { info: 'info', success: 'positive', warning: 'warning', error: 'critical' } as const
