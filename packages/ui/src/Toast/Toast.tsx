import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { Icon, type IconName } from '../Icon/Icon'
import * as styles from './Toast.css'

export type ToastTone = (typeof styles.toastTones)[number]

/** docs/product.md#timings: the session-expired warning toast stays 10 s, the error toast 3 s. */
export const sessionToastDuration = 10_000
export const errorToastDuration = 3_000

export interface ToastItem {
  id: string
  tone?: ToastTone
  title: string
  message?: string
  /** Milliseconds before it dismisses itself; 0 keeps it until closed. */
  duration: number
}

export interface ToastViewportProps {
  toasts: ToastItem[]
  onDismiss: (id: string) => void
  label?: string
  closeLabel?: string
}

const toneIcons: Record<ToastTone, IconName> = {
  info: 'info',
  positive: 'check',
  warning: 'alert',
  critical: 'alert',
}

function Toast({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: ToastItem
  onDismiss: (id: string) => void
  closeLabel: string
}) {
  const tone = toast.tone ?? 'info'
  const dismiss = useRef(onDismiss)
  dismiss.current = onDismiss
  useEffect(() => {
    if (toast.duration <= 0) return
    const timer = setTimeout(() => dismiss.current(toast.id), toast.duration)
    return () => clearTimeout(timer)
  }, [toast.id, toast.duration])
  return (
    <li>
      <div
        className={styles.toast({ tone })}
        data-tone={tone}
        role={tone === 'critical' || tone === 'warning' ? 'alert' : 'status'}
      >
        <span className={styles.icon}>
          <Icon name={toneIcons[tone]} size={20} />
        </span>
        <div>
          <p className={styles.title}>{toast.title}</p>
          {toast.message ? <p className={styles.message}>{toast.message}</p> : null}
        </div>
        <button
          type="button"
          className={styles.close}
          aria-label={`${closeLabel}: ${toast.title}`}
          onClick={() => onDismiss(toast.id)}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    </li>
  )
}

/**
 * Where toasts appear: bottom-right (full width on phones). The shell owns the list; each toast removes
 * itself through onDismiss when its duration ends or its close button is pressed.
 */
export function ToastViewport({
  toasts,
  onDismiss,
  label: labelProp,
  closeLabel: closeLabelProp,
}: ToastViewportProps) {
  const { t } = useLingui()
  const label = labelProp ?? t`Notifications`
  const closeLabel = closeLabelProp ?? t`Dismiss`
  return (
    <section aria-label={label}>
      <ol className={styles.viewport}>
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={onDismiss} closeLabel={closeLabel} />
        ))}
      </ol>
    </section>
  )
}
