/// <reference lib="webworker" />
/**
 * The site's service worker (docs/product.md#installable-app), built as /sw.js: it makes the site installable and
 * lets a player who lost the connection still open the pages they saw, which then say the server cannot be reached.
 * It keeps the build's code and the pages, never an API answer (`shellCache.ts`). It has no export: browsers load
 * it as a classic script.
 */
import { mayKeep, shellCacheLimit, shellCacheName, shellRuleFor } from './shellCache'

const worker = self as unknown as ServiceWorkerGlobalScope

async function keep(request: Request, response: Response): Promise<void> {
  if (!mayKeep(response)) return
  const cache = await caches.open(shellCacheName)
  await cache.put(request, response)
  const kept = await cache.keys()
  await Promise.all(kept.slice(0, Math.max(0, kept.length - shellCacheLimit)).map((old) => cache.delete(old)))
}

async function codeFirstFromCache(event: FetchEvent): Promise<Response> {
  const cached = await caches.match(event.request)
  if (cached) return cached
  const response = await fetch(event.request)
  event.waitUntil(keep(event.request, response.clone()))
  return response
}

async function pageFirstFromNetwork(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request)
    event.waitUntil(keep(event.request, response.clone()))
    return response
  } catch (error) {
    // Only the page asked for: another page's HTML under this address would not match what the router draws.
    const cached = await caches.match(event.request)
    if (cached) return cached
    throw error
  }
}

worker.addEventListener('install', () => {
  void worker.skipWaiting()
})

worker.addEventListener('activate', (event) => {
  // Caches of earlier rules go.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== shellCacheName).map((name) => caches.delete(name))),
      ),
  )
})

worker.addEventListener('fetch', (event) => {
  const rule = shellRuleFor(event.request, worker.location.origin)
  if (rule === 'code') event.respondWith(codeFirstFromCache(event))
  else if (rule === 'page') event.respondWith(pageFirstFromNetwork(event))
})
