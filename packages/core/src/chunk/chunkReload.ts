/**
 * docs/product.md#chunk-reload: when a code chunk fails to load because a newer build replaced the old files, the
 * page reloads once. It reloads only when the site still answers: with the server unreachable (a network error, or
 * a load balancer's 5xx) a reload would trade the page for the balancer's error page, so the page stays and shows
 * its own failure. The reload is remembered in session storage for 10 seconds per path, so a chunk that is really
 * missing shows the error page instead of reloading forever.
 */
import { sessionStore } from '../browserStorage'
export const chunkReloadGuardMs = 10_000
const keyPrefix = 'chunk-reload:'

/** The messages of Chrome and Firefox (`dynamically imported module`), Safari, and Vite's CSS preload. */
const chunkErrorPattern =
  /dynamically imported module|importing a module script failed|unable to preload css/i

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && chunkErrorPattern.test(error.message)

export interface ChunkReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  reload?: () => void
  now?: () => number
}

/** Whether the site answers the page's own address below 500: a replaced build does; an unreachable server does not. */
const siteAnswers = (path: string) =>
  fetch(path, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.status < 500,
    () => false,
  )

/** Reloads when the site answers, unless this path already reloaded in the last 10 s; resolves whether it reloaded. */
export async function reloadForChunkError(
  path: string,
  { storage = sessionStore(), reload = () => location.reload(), now = Date.now }: ChunkReloadDeps = {},
): Promise<boolean> {
  // Without storage we cannot guard, so we must not reload: the error page is the safe answer.
  if (!storage || !(await siteAnswers(path))) return false
  const key = keyPrefix + path
  const last = Number(storage.getItem(key))
  if (last && now() - last < chunkReloadGuardMs) return false
  try {
    storage.setItem(key, String(now()))
  } catch {
    return false
  }
  reload()
  return true
}

/**
 * Listens to Vite's `vite:preloadError` (a lazy route or template failed to load) and reloads once, per the rules
 * above. The failure still reaches the code that asked for the chunk, which shows it if no reload comes. Returns a
 * function that stops listening.
 */
export function reloadOnPreloadError(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: { pathname: string } } = window,
  deps: ChunkReloadDeps = {},
): () => void {
  const listener = () => void reloadForChunkError(win.location.pathname, deps)
  win.addEventListener('vite:preloadError', listener)
  return () => win.removeEventListener('vite:preloadError', listener)
}
