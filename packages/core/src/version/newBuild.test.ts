import { createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fullLoadIfNewBuild, newBuildAtom } from './newBuild'
import { watchForNewBuild } from './watchNewBuild'

function serve(files: Record<string, unknown>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).split('?')[0] ?? ''
    if (!(path in files)) return new Response('not found', { status: 404 })
    return Response.json(files[path])
  })
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('new build check', () => {
  it('checks every hour with a timestamp query, and marks a new build when the id differs', async () => {
    const store = createStore()
    const files: Record<string, unknown> = {
      '/build/meta.json': { id: 'a1', timestamp: 1 },
      '/build/latest.json': { id: 'a1', timestamp: 1 },
    }
    const fetch = serve(files)
    const { stop } = watchForNewBuild({ store, fetch, now: () => 1234 })
    await vi.advanceTimersByTimeAsync(3_599_999)
    expect(fetch).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/build/meta.json',
      '/build/latest.json?t=1234',
    ])
    expect(store.get(newBuildAtom)).toBe(false)
    files['/build/latest.json'] = { id: 'b2', timestamp: 2 }
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(store.get(newBuildAtom)).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(3)
    stop()
  })

  it('uses a known build id without reading meta.json, and ignores failures and malformed answers', async () => {
    const store = createStore()
    const fetch = serve({ '/build/latest.json': { id: 42 } })
    const { check, stop } = watchForNewBuild({ store, fetch, currentBuildId: 'a1' })
    expect(await check()).toBe(false)
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^\/build\/latest\.json\?t=\d+$/)
    const offline = watchForNewBuild({ store, fetch: vi.fn().mockRejectedValue(new TypeError('offline')) })
    expect(await offline.check()).toBe(false)
    expect(store.get(newBuildAtom)).toBe(false)
    stop()
    offline.stop()
  })

  it('turns the next navigation into a full page load once a new build is out', () => {
    const store = createStore()
    const assign = vi.fn()
    expect(fullLoadIfNewBuild(store, '/slots', assign)).toBe(false)
    store.set(newBuildAtom, true)
    expect(fullLoadIfNewBuild(store, '/slots', assign)).toBe(true)
    expect(assign).toHaveBeenCalledWith('/slots')
  })
})
