import { isAuthenticatedAtom } from '@lobbykit/core/stores/user'
import type { Store } from 'jotai/vanilla'

/** Keeps `<html data-session>` on `signed-in` or `visitor`, for styles, analytics and browser tests. */
export function markSession(doc: Document, store: Store): void {
  const mark = () => {
    doc.documentElement.dataset.session = store.get(isAuthenticatedAtom) ? 'signed-in' : 'visitor'
  }
  mark()
  store.sub(isAuthenticatedAtom, mark)
}
