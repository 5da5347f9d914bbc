import { afterEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadForChunkError, reloadOnPreloadError } from './chunkReload'

afterEach(() => sessionStorage.clear())

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

  it('reloads once, then not again for the same path within 10 s: no reload loop', () => {
    let now = 1_000_000
    const reload = vi.fn()
    const deps = { reload, now: () => now }
    expect(reloadForChunkError('/slots', deps)).toBe(true)
    now += 9_999
    expect(reloadForChunkError('/slots', deps)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    now += 1
    expect(reloadForChunkError('/slots', deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('guards each path on its own', () => {
    const reload = vi.fn()
    reloadForChunkError('/slots', { reload })
    expect(reloadForChunkError('/casino', { reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload when session storage refuses the guard', () => {
    const reload = vi.fn()
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(reloadForChunkError('/slots', { reload, storage })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('handles Vite preload errors: reloads and prevents the default only the first time', () => {
    const reload = vi.fn()
    const stop = reloadOnPreloadError(window, { reload })
    const first = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(first)
    const second = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(second)
    expect(first.defaultPrevented).toBe(true)
    expect(second.defaultPrevented).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    stop()
  })
})
