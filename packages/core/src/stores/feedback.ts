import { atom } from 'jotai/vanilla'

/**
 * What core asks the UI to show: toasts and the error dialog. Core never renders; packages/ui reads these
 * atoms, shows them, and dismisses a toast after its durationMs.
 */

export type ToastTone = 'info' | 'success' | 'warning' | 'error'
export type ToastPosition = 'top-right' | 'top-center' | 'bottom-right' | 'bottom-center'

export interface Toast {
  id: number
  tone: ToastTone
  title: string
  body?: string
  durationMs: number
  position: ToastPosition
}

export interface ErrorDialog {
  title: string
  body: string
  statusCode?: number
}

export const toastsAtom = atom<readonly Toast[]>([])

let lastToastId = 0

/** Adds a toast and returns its id. */
export const showToastAtom = atom(null, (_get, set, toast: Omit<Toast, 'id'>): number => {
  lastToastId += 1
  const id = lastToastId
  set(toastsAtom, (toasts) => [...toasts, { ...toast, id }])
  return id
})

export const dismissToastAtom = atom(null, (_get, set, id: number) => {
  set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id))
})

/** The error dialog on screen, or null. The UI sets it back to null when the player closes it. */
export const errorDialogAtom = atom<ErrorDialog | null>(null)
