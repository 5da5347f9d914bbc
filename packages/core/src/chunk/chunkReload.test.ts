import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadForChunkError, reloadOnPreloadError } from './chunkReload'

/** The page's own address as the server answers it (200 unless a test says otherwise). */
const fetch = vi.fn<typeof globalThis.fetch>()
beforeEach(() => {
  fetch.mockReset()
  fetch.mockImplementation(async () => new Response(null, { status: 200 }))
  vi.stubGlobal('fetch', fetch)
})
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

describe('chunk-load failure reload', () => {
  it('recognises chunk-load failures of the main browsers and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('error loading dynamically imported module: /a.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/t.css'))).toBe(true)
    expect(isChunkLoadError(new TypeError('undefined is not a function'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads once, then not again for the same path within 10 s: no reload loop', async () => {
    let now = 1_000_000
    const reload = vi.fn()
    const deps = { reload, now: () => now }
    expect(await reloadForChunkError('/slots', deps)).toBe(true)
    now += 9_999
    expect(await reloadForChunkError('/slots', deps)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    now += 1
    expect(await reloadForChunkError('/slots', deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('guards each path on its own', async () => {
    const reload = vi.fn()
    await reloadForChunkError('/slots', { reload })
    expect(await reloadForChunkError('/casino', { reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload when session storage refuses the guard', async () => {
    const reload = vi.fn()
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(await reloadForChunkError('/slots', { reload, storage })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('asks the page itself whether the site answers: below 500 yes; a 5xx or a network error no', async () => {
    const reload = vi.fn()
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await reloadForChunkError('/slots', { reload })).toBe(false)
    fetch.mockResolvedValueOnce(new Response('No server is available', { status: 503 }))
    expect(await reloadForChunkError('/slots', { reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    // Nothing was remembered for the failed probes: the first answer of a replaced build reloads.
    expect(await reloadForChunkError('/slots', { reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenLastCalledWith('/slots', { method: 'HEAD', cache: 'no-store' })
  })

  it('handles Vite preload errors: reloads the first time only, and lets the failure reach the importer', async () => {
    const reload = vi.fn()
    const stop = reloadOnPreloadError(window, { reload })
    const first = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(first)
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    const second = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(second)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(first.defaultPrevented).toBe(false)
    stop()
  })

  it('does not reload for a preload error while the server is unreachable', async () => {
    const reload = vi.fn()
    fetch.mockRejectedValue(new TypeError('Failed to fetch'))
    const stop = reloadOnPreloadError(window, { reload })
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(reload).not.toHaveBeenCalled()
    stop()
  })
})
