import type { Store } from 'jotai/vanilla'
import { type CookieJar, readCookie, viewportCookieName, writeViewportCookie } from '../cookies/cookies'
import { breakpointAtom, deviceInfoAtom, viewportWidthAtom } from '../stores/viewport'
import { breakpointFor, isBreakpointName } from './breakpoints'
import { detectDevice } from './deviceInfo'

/** docs/product.md#timings: device info is recomputed 50 ms after a resize; other resize work waits 500 ms. */
export const deviceResizeDelayMs = 50
export const resizeDebounceMs = 500

export interface WatchWindow {
  innerWidth: number
  navigator: { userAgent: string; maxTouchPoints?: number }
  addEventListener(type: 'resize', listener: () => void): void
  removeEventListener(type: 'resize', listener: () => void): void
  setTimeout(handler: () => void, ms: number): number
  clearTimeout(id: number | undefined): void
}

function onResizeAfter(win: WatchWindow, delayMs: number, run: () => void): () => void {
  let timer: number | undefined
  const listener = () => {
    win.clearTimeout(timer)
    timer = win.setTimeout(run, delayMs)
  }
  win.addEventListener('resize', listener)
  return () => {
    win.clearTimeout(timer)
    win.removeEventListener('resize', listener)
  }
}

/**
 * Holds the viewport breakpoint: starts from the viewport cookie (so a returning visitor's first paint
 * matches their screen), measures now, then again 500 ms after the last resize, writing the cookie when
 * the breakpoint changes. Returns a function that stops watching.
 */
export function watchViewport(
  store: Store,
  win: WatchWindow = window,
  jar: CookieJar = document,
): () => void {
  const saved = readCookie(viewportCookieName, jar)
  if (saved && isBreakpointName(saved)) store.set(breakpointAtom, saved)
  const measure = () => {
    store.set(viewportWidthAtom, win.innerWidth)
    const next = breakpointFor(win.innerWidth)
    if (next !== store.get(breakpointAtom) || readCookie(viewportCookieName, jar) !== next) {
      store.set(breakpointAtom, next)
      writeViewportCookie(next, jar)
    }
  }
  measure()
  return onResizeAfter(win, resizeDebounceMs, measure)
}

/**
 * Detects the device now and, when `recomputeOnResize` is on, again 50 ms after each resize (a tablet
 * rotated, a desktop window emulating a phone). Returns a function that stops watching.
 */
export function watchDevice(
  store: Store,
  options: { recomputeOnResize?: boolean } = {},
  win: WatchWindow = window,
): () => void {
  const detect = () =>
    store.set(
      deviceInfoAtom,
      detectDevice({ userAgent: win.navigator.userAgent, maxTouchPoints: win.navigator.maxTouchPoints }),
    )
  detect()
  if (!options.recomputeOnResize) return () => {}
  return onResizeAfter(win, deviceResizeDelayMs, detect)
}
