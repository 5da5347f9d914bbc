/**
 * docs/product.md#chunk-reload: when a code chunk fails to load (usually: a new build replaced the old files), the page
 * reloads once. The reload is remembered in session storage for 10 seconds per path, so a chunk that is
 * really missing shows the error page instead of reloading forever.
 */
import { sessionStore } from '../browserStorage'
export const chunkReloadGuardMs = 10_000
const keyPrefix = 'chunk-reload:'

const chunkErrorPatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /loading (css )?chunk .* failed/i,
  /unable to preload css/i,
]

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return error.name === 'ChunkLoadError' || chunkErrorPatterns.some((pattern) => pattern.test(error.message))
}

export interface ChunkReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  reload?: () => void
  now?: () => number
}

/** Reloads unless this path already reloaded in the last 10 s; returns whether it reloaded. */
export function reloadForChunkError(
  path: string,
  { storage = sessionStore(), reload = () => location.reload(), now = Date.now }: ChunkReloadDeps = {},
): boolean {
  const key = keyPrefix + path
  // Without storage we cannot guard, so we must not reload: the error page is the safe answer.
  if (!storage) return false
  const last = Number(storage.getItem(key))
  if (last && now() - last < chunkReloadGuardMs) return false
  try {
    storage.setItem(key, String(now()))
  } catch {
    // Without storage we cannot guard, so we must not reload: the error page is the safe answer.
    return false
  }
  reload()
  return true
}

/**
 * Listens to Vite's `vite:preloadError` (a lazy route or template failed to load) and reloads once, per
 * the guard above. Returns a function that stops listening.
 */
export function reloadOnPreloadError(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: { pathname: string } } = window,
  deps: ChunkReloadDeps = {},
): () => void {
  const listener = (event: Event) => {
    if (reloadForChunkError(win.location.pathname, deps)) event.preventDefault()
  }
  win.addEventListener('vite:preloadError', listener)
  return () => win.removeEventListener('vite:preloadError', listener)
}
