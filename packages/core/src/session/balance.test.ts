import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { playableBalanceOf, signedOutUser, userAtom, withPlayableBalance } from '../stores/user'
import { fakeApi, json } from '../testing/fakeApi'
import { afterWalletAction, balanceRefreshMs, watchBalance } from './balance'
import type { FlowContext } from './context'

const balanceAnswer = (balance: number, bonus?: number) =>
  json({
    statusCode: 1,
    message: 'OK',
    game_balance: balance,
    game_token: 7,
    minigame: { frozen_token: 0, token_balance: 2 },
    ...(bonus === undefined ? {} : { bonus_balance: bonus }),
  })

function setUp(signedIn = true) {
  let balance = 100
  let bonus: number | undefined
  const api = fakeApi(() => balanceAnswer(balance, bonus))
  const store = createStore()
  if (signedIn) {
    store.set(userAtom, {
      ...signedOutUser,
      isAuthenticated: true,
      token: 't',
      user: { account_id: 'demo', session_token: 't', full_name: '', contact_email: '' },
    })
  }
  const ctx: FlowContext = { store, api: api.client, domainName: 'localhost', handleError: vi.fn() }
  const listeners = new Map<string, () => void>()
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (name: string, run: () => void) => listeners.set(name, run),
    removeEventListener: (name: string) => listeners.delete(name),
  }
  let tick: (() => void) | undefined
  const timer = {
    setInterval: vi.fn((run: () => void) => {
      tick = run
      return 1
    }),
    clearInterval: vi.fn(),
  }
  return {
    api,
    store,
    ctx,
    doc,
    timer,
    listeners,
    tick: () => tick?.(),
    setBalance: (next: number, nextBonus?: number) => {
      balance = next
      bonus = nextBonus
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the header balance stays fresh', () => {
  it('asks every 30 s while the tab is visible, not while hidden, and at once on coming back', async () => {
    const t = setUp()
    const stop = watchBalance(t.ctx, { doc: t.doc as unknown as Document, ...t.timer })
    expect(t.timer.setInterval).toHaveBeenCalledWith(expect.any(Function), balanceRefreshMs)
    t.setBalance(250)
    t.tick()
    await vi.waitFor(() => expect(t.store.get(userAtom).game).toEqual({ balance: 250, token: 7, bonus: 0 }))
    t.doc.visibilityState = 'hidden'
    t.tick()
    await settle()
    expect(t.api.requests).toHaveLength(1)
    t.doc.visibilityState = 'visible'
    t.listeners.get('visibilitychange')?.()
    await vi.waitFor(() => expect(t.api.requests).toHaveLength(2))
    stop()
    expect(t.timer.clearInterval).toHaveBeenCalledWith(1)
    expect(t.listeners.size).toBe(0)
  })

  it('asks nothing for a visitor', async () => {
    const t = setUp(false)
    watchBalance(t.ctx, { doc: t.doc as unknown as Document, ...t.timer })
    t.tick()
    await settle()
    expect(t.api.requests).toHaveLength(0)
  })

  it('takes the balance a wallet action answered at once, then fetches the wallet again', async () => {
    const t = setUp()
    t.setBalance(180)
    const done = afterWalletAction(t.ctx, 175)
    expect(t.store.get(userAtom).game.balance).toBe(175)
    await done
    expect(t.store.get(userAtom).game).toEqual({ balance: 180, token: 7, bonus: 0 })
    expect(t.store.get(userAtom).minigame).toEqual({ frozen_token: 0, token_balance: 2 })
  })

  it('reads an active bonus with the cash: the player plays with both, and withdraws only the cash', async () => {
    const t = setUp()
    t.setBalance(5_000, 2_000)
    await afterWalletAction(t.ctx)
    const game = t.store.get(userAtom).game
    expect(game).toEqual({ balance: 5_000, token: 7, bonus: 2_000 })
    expect(playableBalanceOf(game)).toBe(7_000)
    // A game reports what is playable: a round that lost 500 leaves 6,500, of which the cash is what the bonus
    // last read leaves.
    expect(withPlayableBalance(game, 6_500)).toEqual({ balance: 4_500, token: 7, bonus: 2_000 })
    // Less than the bonus last read (it was staked, or turned into cash and lost): the sum stays the game's.
    const after = withPlayableBalance(game, 1_500)
    expect(after).toEqual({ balance: 0, token: 7, bonus: 1_500 })
    expect(playableBalanceOf(after)).toBe(1_500)
  })
})
