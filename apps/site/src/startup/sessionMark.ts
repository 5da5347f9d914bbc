import { signedInCookieName } from '@lobbykit/contract/drawnPage'
import { serializeCookie } from '@lobbykit/core/cookies/cookies'
import { isAuthenticatedAtom } from '@lobbykit/core/stores/user'
import type { Store } from 'jotai/vanilla'

/**
 * Keeps `<html data-session>` on `signed-in` or `visitor`, for styles, analytics and browser tests, and the
 * signed-in flag cookie the server reads to leave a player's pages undrawn (docs/architecture.md#server-rendering).
 */
export function markSession(doc: Document, store: Store): void {
  const mark = () => {
    const signedIn = store.get(isAuthenticatedAtom)
    doc.documentElement.dataset.session = signedIn ? 'signed-in' : 'visitor'
    doc.cookie = serializeCookie(signedInCookieName, '1', {
      path: '/',
      sameSite: 'Lax',
      maxAgeDays: signedIn ? 1 : 0,
    })
  }
  mark()
  store.sub(isAuthenticatedAtom, mark)
}
