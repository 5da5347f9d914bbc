import type { Store } from 'jotai/vanilla'
import { RESET } from 'jotai/vanilla/utils'
import { logout as logoutCall } from '../api/auth/logout'
import { localStore } from '../browserStorage'
import { authFieldsAtom, userAtom } from '../stores/user'
import type { FlowContext } from './context'
import { endPlaySession } from './playSession'

/** The localStorage key other tabs watch: writing it makes them sign out and reload (docs/product.md#logout). */
export const forceLogoutKey = 'forceLogout'

export interface LogoutStorage {
  setItem: (key: string, value: string) => void
}

/**
 * Signs out in this tab: resets the user store, removes the stored user, and writes the force-logout
 * marker (a fresh timestamp, so every logout is a change other tabs see).
 */
export function logoutLocally(
  store: Store,
  storage: LogoutStorage | undefined = localStore(),
  now: () => number = Date.now,
): void {
  store.set(userAtom, RESET)
  endPlaySession(store)
  try {
    storage?.setItem(forceLogoutKey, String(now()))
  } catch {
    // Without storage other tabs cannot be told; this tab is signed out all the same.
  }
}

/** Logout the player asked for: ends the session on the server (best effort), then signs out locally. */
export async function logout(ctx: Pick<FlowContext, 'store' | 'api' | 'domainName'>): Promise<void> {
  const auth = ctx.store.get(authFieldsAtom)
  if (auth) await logoutCall(ctx.api, { ...auth, domain_name: ctx.domainName })
  logoutLocally(ctx.store)
}

/**
 * In every tab: when another tab writes the force-logout marker, reset the user store and reload, so no
 * tab keeps showing a signed-in page after the player signed out elsewhere. Returns a function that stops.
 */
export function watchForceLogout(
  store: Store,
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  reload: () => void = () => location.reload(),
): () => void {
  const listener = (event: Event) => {
    const { key, newValue } = event as StorageEvent
    if (key !== forceLogoutKey || !newValue) return
    store.set(userAtom, RESET)
    reload()
  }
  win.addEventListener('storage', listener)
  return () => win.removeEventListener('storage', listener)
}
