import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startBrowserWatchers } from './browser'
import { createRuntime } from './runtime'
import { errorDialogAtom, toastsAtom } from './stores/feedback'
import { messagesAtom } from './stores/language'
import { layoutAtom } from './stores/layout'
import { currentModalAtom } from './stores/modal'
import { signedOutUser, userAtom } from './stores/user'
import { breakpointAtom, deviceInfoAtom } from './stores/viewport'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  localStorage.clear()
})

describe('runtime', () => {
  it('shows errors in the current language, read at the time of the error', () => {
    const runtime = createRuntime({ navigate: vi.fn(), log: vi.fn() })
    runtime.handleError({ statusCode: 0, message: 'invalidCredentials' })
    expect(runtime.store.get(errorDialogAtom)?.body).toBe('Wrong account ID or password.')
    runtime.store.set(messagesAtom, { invalidCredentials: 'Sai tài khoản hoặc mật khẩu', errorTitle: 'Lỗi' })
    runtime.handleError({ statusCode: 0, message: 'invalidCredentials' })
    expect(runtime.store.get(errorDialogAtom)).toMatchObject({
      title: 'Lỗi',
      body: 'Sai tài khoản hoặc mật khẩu',
    })
    expect(runtime.domainName).toBe(location.hostname)
  })

  it('runs the session-expired flow from the error handler: toast, signed out, template redirect', async () => {
    const navigate = vi.fn()
    const store = createStore()
    const runtime = createRuntime({ navigate, store, domainName: 'slot4.localhost' })
    store.set(userAtom, { ...signedOutUser, isAuthenticated: true, token: 't' })
    store.set(layoutAtom, (layout) => ({
      ...layout,
      site: { ...callExamples.startup.response.site, theme_code: 'slot4' },
    }))
    expect(runtime.handleError({ statusCode: 0, message: 'BLOCK' })).toBe('sessionExpired')
    // The flow's code loads on its first run.
    await vi.waitFor(() => expect(store.get(userAtom).isAuthenticated).toBe(false))
    expect(store.get(toastsAtom)[0]).toMatchObject({ tone: 'warning', durationMs: 10_000 })
    expect(store.get(userAtom).isAuthenticated).toBe(false)
    expect(navigate).toHaveBeenCalledWith('/')
    vi.advanceTimersByTime(1000)
    expect(store.get(currentModalAtom)).toBe('login')
  })

  it('logs serviceUnavailable through the given log', () => {
    const log = vi.fn()
    createRuntime({ navigate: vi.fn(), log }).handleError({
      statusCode: -503,
      statusMessage: 'serviceUnavailable',
    })
    expect(log).toHaveBeenCalledWith('serviceUnavailable', expect.anything())
  })

  it('starts the browser watchers and stops them', () => {
    const runtime = createRuntime({ navigate: vi.fn(), log: vi.fn() })
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')))
    const stop = startBrowserWatchers(runtime, { buildId: 'b1' })
    expect(runtime.store.get(deviceInfoAtom)).toBeDefined()
    expect(runtime.store.get(breakpointAtom)).toBe('desktop')
    stop()
    vi.unstubAllGlobals()
  })

  it('starts the watchers whose code loads later once it has loaded, and stops them', async () => {
    const runtime = createRuntime({ navigate: vi.fn(), log: vi.fn() })
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')))
    const listening = vi.spyOn(document, 'addEventListener')
    const unlistening = vi.spyOn(document, 'removeEventListener')
    const stop = startBrowserWatchers(runtime, { buildId: 'b1' })
    // The balance watcher (in the later code) listens for the tab coming back into view.
    await vi.waitFor(() => expect(listening).toHaveBeenCalledWith('visibilitychange', expect.any(Function)))
    stop()
    expect(unlistening).toHaveBeenCalledWith('visibilitychange', expect.any(Function))
    vi.unstubAllGlobals()
  })

  it('never starts the later watchers when stopped before their code arrived (a page left at once)', async () => {
    const runtime = createRuntime({ navigate: vi.fn(), log: vi.fn() })
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')))
    const listening = vi.spyOn(document, 'addEventListener')
    startBrowserWatchers(runtime, { buildId: 'b1' })()
    // Let the later code's imports settle: whatever they would start has had its chance to run.
    await vi.dynamicImportSettled()
    expect(listening).not.toHaveBeenCalledWith('visibilitychange', expect.any(Function))
    vi.unstubAllGlobals()
  })
})
