import { createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { breakpointAtom, deviceInfoAtom, viewportWidthAtom } from '../stores/viewport'
import { watchDevice, watchViewport } from './watch'

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1'
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0.0.0 Safari/537.36'

function fakeWindow(width: number, userAgent = desktop) {
  const target = new EventTarget()
  return {
    innerWidth: width,
    navigator: { userAgent, maxTouchPoints: 0 },
    addEventListener: (type: 'resize', listener: () => void) => target.addEventListener(type, listener),
    removeEventListener: (type: 'resize', listener: () => void) => target.removeEventListener(type, listener),
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms) as unknown as number,
    clearTimeout: (id: number | undefined) => clearTimeout(id),
    resize(to: number) {
      this.innerWidth = to
      target.dispatchEvent(new Event('resize'))
    },
  }
}

function cookieJar(initial = '') {
  const jar = { value: initial, writes: [] as string[] }
  return {
    writes: jar.writes,
    get cookie() {
      return jar.value
    },
    set cookie(written: string) {
      jar.writes.push(written)
      jar.value = written.split(';')[0] ?? ''
    },
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('viewport watcher', () => {
  it('is desktop by default and measures the window at once, writing the viewport cookie', () => {
    const store = createStore()
    expect(store.get(breakpointAtom)).toBe('desktop')
    const jar = cookieJar()
    watchViewport(store, fakeWindow(400), jar)
    expect(store.get(breakpointAtom)).toBe('mobileMedium')
    expect(store.get(viewportWidthAtom)).toBe(400)
    expect(jar.writes).toHaveLength(1)
    expect(jar.writes[0]).toMatch(/^viewport=mobileMedium; Max-Age=31536000/)
  })

  it('updates 500 ms after the last resize, not before', () => {
    const store = createStore()
    const win = fakeWindow(1300)
    const jar = cookieJar()
    const stop = watchViewport(store, win, jar)
    win.resize(800)
    vi.advanceTimersByTime(300)
    win.resize(700)
    vi.advanceTimersByTime(499)
    expect(store.get(breakpointAtom)).toBe('desktopMedium')
    vi.advanceTimersByTime(1)
    expect(store.get(breakpointAtom)).toBe('mobileWide')
    expect(jar.writes).toHaveLength(2)
    stop()
    win.resize(1700)
    vi.advanceTimersByTime(1000)
    expect(store.get(breakpointAtom)).toBe('mobileWide')
  })

  it('does not rewrite an unchanged cookie on every resize', () => {
    const store = createStore()
    const win = fakeWindow(1100)
    const jar = cookieJar('viewport=desktop')
    watchViewport(store, win, jar)
    win.resize(1200)
    vi.advanceTimersByTime(500)
    expect(jar.writes).toEqual([])
  })
})

describe('device watcher', () => {
  it('detects the device once when resize recomputation is off', () => {
    const store = createStore()
    const win = fakeWindow(390, iphone)
    watchDevice(store, {}, win)
    expect(store.get(deviceInfoAtom)?.isMobile).toBe(true)
    win.navigator.userAgent = desktop
    win.resize(1400)
    vi.advanceTimersByTime(1000)
    expect(store.get(deviceInfoAtom)?.isMobile).toBe(true)
  })

  it('recomputes 50 ms after a resize when the option is on', () => {
    const store = createStore()
    const win = fakeWindow(390, iphone)
    const stop = watchDevice(store, { recomputeOnResize: true }, win)
    win.navigator.userAgent = desktop
    win.resize(1400)
    vi.advanceTimersByTime(49)
    expect(store.get(deviceInfoAtom)?.isDesktop).toBe(false)
    vi.advanceTimersByTime(1)
    expect(store.get(deviceInfoAtom)?.isDesktop).toBe(true)
    stop()
  })
})
