import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTranslate } from '../i18n/translate'
import { toastsAtom } from '../stores/feedback'
import { layoutAtom } from '../stores/layout'
import { currentModalAtom } from '../stores/modal'
import { signedOutUser, userAtom } from '../stores/user'
import { forceLogoutKey } from './logout'
import { createSessionExpiredFlow } from './sessionExpired'

function setup(themeCode: string) {
  const store = createStore()
  store.set(layoutAtom, (layout) => ({
    ...layout,
    site: { ...callExamples.startup.response.site, theme_code: themeCode },
  }))
  store.set(userAtom, { ...signedOutUser, isAuthenticated: true, token: 'tok' })
  const navigate = vi.fn()
  let now = 0
  const flow = createSessionExpiredFlow({
    store,
    navigate,
    t: () => createTranslate({ invalidSession: 'Session ended' }),
    now: () => now,
  })
  return { store, navigate, flow, advance: (ms: number) => (now += ms) }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('session-expired flow', () => {
  it('shows a 10 s bottom-right warning titled with the invalid-session text, logs out and goes to /login', () => {
    const { store, navigate, flow } = setup('casino1')
    flow()
    expect(store.get(toastsAtom)).toEqual([
      {
        id: expect.any(Number),
        tone: 'warning',
        title: 'Session ended',
        durationMs: 10_000,
        position: 'bottom-right',
      },
    ])
    expect(store.get(userAtom)).toEqual(signedOutUser)
    expect(localStorage.getItem(forceLogoutKey)).not.toBeNull()
    expect(navigate).toHaveBeenCalledWith('/login')
  })

  it('on slot5 goes home and opens the sign-in modal a second later', () => {
    const { store, navigate, flow } = setup('slot5')
    flow()
    expect(navigate).toHaveBeenCalledWith('/')
    vi.advanceTimersByTime(1000)
    expect(store.get(currentModalAtom)).toBe('signin')
  })

  it('runs once for a burst of expired calls, and again after its toast is gone', () => {
    const { store, navigate, flow, advance } = setup('slot2')
    flow()
    flow()
    advance(9_999)
    flow()
    expect(store.get(toastsAtom)).toHaveLength(1)
    expect(navigate).toHaveBeenCalledTimes(1)
    advance(1)
    flow()
    expect(navigate).toHaveBeenCalledTimes(2)
  })
})

describe('the way back after the session ends (docs/product.md#return-after-login)', () => {
  function setupOn(themeCode: string, path: string) {
    const store = createStore()
    store.set(layoutAtom, (layout) => ({
      ...layout,
      site: { ...callExamples.startup.response.site, theme_code: themeCode },
    }))
    store.set(userAtom, { ...signedOutUser, isAuthenticated: true, token: 'tok' })
    const navigate = vi.fn()
    const keepDrafts = vi.fn()
    const rememberReturn = vi.fn()
    const flow = createSessionExpiredFlow({
      store,
      navigate,
      t: () => createTranslate({}),
      currentPath: () => path,
      keepDrafts,
      rememberReturn,
    })
    return { navigate, keepDrafts, rememberReturn, flow }
  }

  it('sends the player to /login with the page they were on, and keeps its form', () => {
    const { navigate, keepDrafts, flow } = setupOn('casino1', '/vi/withdrawal?from=header')
    flow()
    expect(keepDrafts).toHaveBeenCalledWith('/vi/withdrawal')
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fvi%2Fwithdrawal%3Ffrom%3Dheader')
  })

  it('keeps the page for the login dialog of a template that opens one', () => {
    const { navigate, rememberReturn, flow } = setupOn('slot2', '/deposit')
    flow()
    expect(navigate).toHaveBeenCalledWith('/')
    expect(rememberReturn).toHaveBeenCalledWith('/deposit')
  })

  it('keeps nothing for home', () => {
    const { navigate, keepDrafts, rememberReturn, flow } = setupOn('casino1', '/')
    flow()
    expect(navigate).toHaveBeenCalledWith('/login')
    expect(keepDrafts).not.toHaveBeenCalled()
    expect(rememberReturn).not.toHaveBeenCalled()
  })
})
