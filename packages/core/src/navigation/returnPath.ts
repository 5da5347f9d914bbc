/**
 * Where a player goes back to after signing in (docs/product.md#return-after-login): the page a guard sent
 * them from, or the page whose session ended. The path travels in the login route's `redirect` search
 * parameter, or, when the template opens a login dialog instead of the route, in session storage.
 */
import { sessionStore } from '../browserStorage'

/** The search parameter of /login that names the page to go back to. */
export const returnParam = 'redirect'

/** The session-storage key of the page to go back to after a login dialog. */
export const returnStorageKey = 'returnTo'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const base = 'https://return.invalid'
/** Going back to these would only show the sign-in forms again. */
const signInPages = /(^|\/)(login|register|forgot-password)\/?$/

function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * The value as a path of this site to navigate to, or undefined when it is anything else: another site
 * (`https://evil.example`, `//evil.example`, `/\evil.example`), a script URL, control characters, a path of
 * the sign-in pages, or more than 2,000 characters. The answer is the normalised path, search and hash.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  if (hasControlCharacters(value)) return undefined
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return undefined
  }
  if (url.origin !== base || signInPages.test(url.pathname)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** `loginPath` with the page to go back to, when that page is a safe one. */
export function loginPathReturningTo(loginPath: string, from: string): string {
  const back = safeReturnPath(from)
  return back ? `${loginPath}?${returnParam}=${encodeURIComponent(back)}` : loginPath
}

/** Keeps the page to go back to once a login dialog signs the player in. */
export function rememberReturnPath(from: string, storage: KeyValueStorage | undefined = sessionStore()) {
  const back = safeReturnPath(from)
  try {
    if (back) storage?.setItem(returnStorageKey, back)
    else storage?.removeItem(returnStorageKey)
  } catch {
    // blocked storage: the player lands on the page they are on
  }
}

/** The kept page to go back to (checked again), forgetting it; undefined when there is none. */
export function takeReturnPath(storage: KeyValueStorage | undefined = sessionStore()): string | undefined {
  try {
    const kept = storage?.getItem(returnStorageKey)
    storage?.removeItem(returnStorageKey)
    return safeReturnPath(kept)
  } catch {
    return undefined
  }
}
