/**
 * What the site's service worker keeps (docs/product.md#installable-app): the shell, never an answer of the API.
 * Pure rules, so the worker (`serviceWorker.ts`) and its tests share them.
 */

/** The one cache the worker writes: its name changes only when these rules change what is kept. */
export const shellCacheName = 'lobbykit-shell-v1'

/** At most this many files and pages are kept; the oldest go first. */
export const shellCacheLimit = 150

/**
 * - `code`: a build file under /assets/ (its name holds its content's hash, so it never changes): from the cache,
 *   else the network, kept.
 * - `page`: a page the player opens: from the network, kept; from the cache only when the network fails.
 * - `network`: everything else, untouched: the API (balances, money, sessions), the build's version files, the
 *   manifest, another site's files, and anything but a GET.
 */
export type ShellRule = 'code' | 'page' | 'network'

export function shellRuleFor(
  request: Pick<Request, 'method' | 'mode' | 'url'>,
  workerOrigin: string,
): ShellRule {
  if (request.method !== 'GET') return 'network'
  const url = new URL(request.url)
  if (url.origin !== workerOrigin) return 'network'
  if (url.pathname.startsWith('/api/') || url.pathname === '/api') return 'network'
  if (url.pathname.startsWith('/assets/')) return 'code'
  // The originals' game windows ask the API for every round: they are never offered from a cache.
  if (request.mode === 'navigate' && !url.pathname.startsWith('/originals')) return 'page'
  return 'network'
}

/** Whether an answer may be kept: a whole, successful answer of our own server that does not forbid storing. */
export function mayKeep(response: Pick<Response, 'ok' | 'status' | 'type' | 'headers'>): boolean {
  return (
    response.ok &&
    response.status === 200 &&
    response.type === 'basic' &&
    !/no-store/i.test(response.headers.get('cache-control') ?? '')
  )
}
