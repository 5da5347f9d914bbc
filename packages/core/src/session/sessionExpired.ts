import type { Store } from 'jotai/vanilla'
import type { Translate } from '../i18n/translate'
import { openModalLater, visitorRedirectFor } from '../navigation/guardRedirect'
import { loginPathReturningTo, rememberReturnPath, safeReturnPath } from '../navigation/returnPath'
import { showToastAtom } from '../stores/feedback'
import { layoutAtom } from '../stores/layout'
import { openModalAtom } from '../stores/modal'
import { captureFormDrafts } from './formDrafts'
import { logoutLocally } from './logout'

/** docs/product.md#timings: the session toast lasts 10 s. */
export const sessionToastMs = 10_000

export interface SessionExpiredDeps {
  store: Store
  t: () => Translate
  navigate: (to: string) => unknown
  now?: () => number
  setTimeout?: (run: () => void, ms: number) => unknown
  /** The page the player is on (path and search); `location`'s by default. */
  currentPath?: () => string
  /** Keeps the page's typed form values for its path; the page's forms in session storage by default. */
  keepDrafts?: (pathname: string) => void
  /** Keeps the page to go back to after a login dialog; session storage by default. */
  rememberReturn?: (path: string) => void
}

function locationPath(): string {
  return typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`
}

function keepPageDrafts(pathname: string) {
  if (typeof document !== 'undefined') captureFormDrafts(document, pathname)
}

/**
 * The session-expired flow (docs/product.md#session-expired-flow). A 10 s bottom-right warning toast titled with the
 * invalid-session text, logout, and the template's redirect (docs/product.md#visitor-redirect). Several calls failing at
 * once start it once: it does not run again while its toast is still showing.
 *
 * What the player had typed in the page's forms is kept for that page, and the way back is kept too
 * (docs/product.md#return-after-login): the login route gets the page in its `redirect` parameter, a login
 * dialog finds it in session storage. Signed in again, the player is back on the same form, still filled.
 */
export function createSessionExpiredFlow({
  store,
  t,
  navigate,
  now = Date.now,
  setTimeout: schedule = globalThis.setTimeout,
  currentPath = locationPath,
  keepDrafts = keepPageDrafts,
  rememberReturn = rememberReturnPath,
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
    // Home is where a login lands anyway: only another page is worth the way back.
    const from = currentPath()
    const back = safeReturnPath(from)
    const worthReturning = back !== undefined && back !== '/'
    if (worthReturning) keepDrafts(new URL(back, 'https://site.invalid').pathname)
    logoutLocally(store)
    const plan = visitorRedirectFor(store.get(layoutAtom).site?.theme_code)
    if (plan.to === '/login') {
      navigate(worthReturning ? loginPathReturningTo('/login', back) : '/login')
      return
    }
    if (worthReturning) rememberReturn(back)
    navigate(plan.to)
    openModalLater(plan, { openModal: (name) => store.set(openModalAtom, name), setTimeout: schedule })
  }
}
