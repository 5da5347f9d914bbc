import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { layoutAtom } from '../stores/layout'
import { closeModalAtom, currentModalAtom } from '../stores/modal'
import { signedOutUser, userAtom } from '../stores/user'
import { fakeApi, json } from '../testing/fakeApi'
import { login } from './login'
import { logoutLocally } from './logout'
import { playSessionAtom, realityCheckFigures, realityCheckModal } from './playSession'
import { realityCheckRefreshMs, watchRealityCheck } from './realityCheck'

const minute = 60_000

function setup(realityMinutes: number) {
  const store = createStore()
  store.set(layoutAtom, (layout) => ({ ...layout, site: { ...callExamples.startup.response.site } }))
  let balance = 100_000
  const api = fakeApi((path) => {
    if (path === '/api/auth/login') return json(callExamples.login.response)
    if (path === '/api/auth/get_balance')
      return json({ ...callExamples.getBalance.response, game_balance: balance })
    if (path === '/api/rg/get_limits')
      return json({ ...callExamples.getLimits.response, reality_check_minutes: realityMinutes })
    if (path === '/api/auth/vip') return json(callExamples.vip.response)
    if (path === '/api/home/fav_list') return json(callExamples.favList.response)
    return json({ statusCode: 0, message: 'notFound' })
  })
  const ctx = { store, api: api.client, domainName: 'slot2.localhost', handleError: vi.fn() }
  let now = Date.now()
  let tick: () => void = () => {}
  const start = () =>
    watchRealityCheck(ctx, {
      now: () => now,
      setInterval: (run) => {
        tick = run
        return 1
      },
      clearInterval: () => {},
    })
  return {
    store,
    api,
    ctx,
    start,
    /** Lets time pass, then the watcher looks at the clock and any read it started settles. */
    pass: async (ms: number) => {
      now += ms
      tick()
      await vi.waitFor(() => expect(api.fetch.mock.results.every((r) => r.type !== 'incomplete')).toBe(true))
      await new Promise((resolve) => setTimeout(resolve, 0))
      tick()
    },
    setBalance: (next: number) => {
      balance = next
    },
    now: () => now,
  }
}

afterEach(() => localStorage.clear())

describe('reality check (docs/product.md#reality-check)', () => {
  it('reminds a signed-in player every N minutes with the time played and the net result', async () => {
    const { store, ctx, start, pass, now } = setup(30)
    await login(ctx, { account_id: 'demo', password: 'demo1234' })
    expect(store.get(playSessionAtom)).toMatchObject({ account_id: 'demo', start_balance: 100_000 })
    start()
    await pass(0)
    await pass(29 * minute)
    expect(store.get(currentModalAtom)).toBeUndefined()
    // A win of 2,500.00 meanwhile.
    store.set(userAtom, (state) => ({ ...state, game: { ...state.game, balance: 350_000 } }))
    await pass(minute + 1_000)
    expect(store.get(currentModalAtom)).toBe(realityCheckModal)
    const figures = realityCheckFigures(store, now())
    expect(figures.net).toBe(250_000)
    expect(figures.playedMs).toBeGreaterThanOrEqual(30 * minute)
    // The next one comes N minutes after this one, not before.
    store.set(closeModalAtom)
    const remindedAt = store.get(playSessionAtom)?.reminded_at
    await pass(10 * minute)
    expect(store.get(playSessionAtom)?.reminded_at).toBe(remindedAt)
    await pass(20 * minute)
    expect(store.get(playSessionAtom)?.reminded_at).toBeGreaterThan(remindedAt ?? 0)
  })

  it('stays silent while the reminder is off, and reads the interval again every 5 minutes', async () => {
    const { store, api, ctx, start, pass } = setup(0)
    await login(ctx, { account_id: 'demo', password: 'demo1234' })
    start()
    await pass(0)
    await pass(3 * 60 * minute)
    expect(store.get(currentModalAtom)).toBeUndefined()
    const reads = api.requests.filter((request) => request.path === '/api/rg/get_limits').length
    expect(reads).toBeGreaterThan(1)
    expect(reads).toBeLessThanOrEqual(1 + Math.ceil((3 * 60 * minute) / realityCheckRefreshMs))
  })

  it('forgets the count at logout, and asks nothing for a visitor', async () => {
    const { store, api, ctx, start, pass } = setup(10)
    await login(ctx, { account_id: 'demo', password: 'demo1234' })
    logoutLocally(store, undefined)
    expect(store.get(playSessionAtom)).toBeNull()
    expect(store.get(userAtom)).toEqual(signedOutUser)
    const before = api.requests.length
    start()
    await pass(60 * minute)
    expect(api.requests.length).toBe(before)
    expect(store.get(currentModalAtom)).toBeUndefined()
  })
})
