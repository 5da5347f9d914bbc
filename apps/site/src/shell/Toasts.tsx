import { useLingui } from '@lingui/react/macro'
import { dismissToastAtom, toastsAtom } from '@lobbykit/core/stores/feedback'
import { ToastViewport } from '@lobbykit/ui/Toast'
import { useAtomValue } from 'jotai/react'
import { useRuntime } from './runtime'

/** Toasts bottom-right (docs/product.md#error-handler): each leaves after its own duration (10 s session, 3 s error). */
export default function Toasts() {
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
