import type { Store } from 'jotai/vanilla'
import type { Translate } from '../i18n/translate'
import { redirectVisitor } from '../navigation/guardRedirect'
import { showToastAtom } from '../stores/feedback'
import { layoutAtom } from '../stores/layout'
import { openModalAtom } from '../stores/modal'
import { logoutLocally } from './logout'

/** docs/product.md#timings: the session toast lasts 10 s. */
export const sessionToastMs = 10_000

export interface SessionExpiredDeps {
  store: Store
  t: () => Translate
  navigate: (to: string) => unknown
  now?: () => number
  setTimeout?: (run: () => void, ms: number) => unknown
}

/**
 * The session-expired flow (docs/product.md#session-expired-flow). A 10 s bottom-right warning toast titled with the
 * invalid-session text, logout, and the template's redirect (docs/product.md#visitor-redirect). Several calls failing at
 * once start it once: it does not run again while its toast is still showing.
 */
export function createSessionExpiredFlow({
  store,
  t,
  navigate,
  now = Date.now,
  setTimeout: schedule = globalThis.setTimeout,
}: SessionExpiredDeps): () => void {
  let lastRun = Number.NEGATIVE_INFINITY
  return () => {
    if (now() - lastRun < sessionToastMs) return
    lastRun = now()
    store.set(showToastAtom, {
      tone: 'warning',
      title: t()('invalidSession'),
      durationMs: sessionToastMs,
      position: 'bottom-right',
    })
    logoutLocally(store)
    redirectVisitor(store.get(layoutAtom).site?.theme_code, {
      navigate,
      openModal: (name) => store.set(openModalAtom, name),
      setTimeout: schedule,
    })
  }
}
