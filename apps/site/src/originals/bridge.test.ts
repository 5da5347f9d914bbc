import { describe, expect, it, vi } from 'vitest'
import { balanceMessage, isBalanceMessage, postBalance } from './bridge'

describe('the balance message between a game and the site', () => {
  it('round-trips through the guard', () => {
    expect(balanceMessage(12_500)).toEqual({ type: 'lobbykit:balance', balance: 12_500 })
    expect(isBalanceMessage(balanceMessage(0))).toBe(true)
  })

  it('refuses anything that is not a whole, non-negative balance of our type', () => {
    expect(isBalanceMessage(null)).toBe(false)
    expect(isBalanceMessage('lobbykit:balance')).toBe(false)
    expect(isBalanceMessage({ type: 'other', balance: 5 })).toBe(false)
    expect(isBalanceMessage({ type: 'lobbykit:balance', balance: '5' })).toBe(false)
    expect(isBalanceMessage({ type: 'lobbykit:balance', balance: -1 })).toBe(false)
    expect(isBalanceMessage({ type: 'lobbykit:balance', balance: 1.5 })).toBe(false)
  })

  it('posts to the parent page on its own origin only, and not when the game is the top window', () => {
    const postMessage = vi.fn()
    const framed = { parent: { postMessage }, location: { origin: 'https://slot2.example' } }
    postBalance(300, framed as unknown as Window)
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'lobbykit:balance', balance: 300 },
      'https://slot2.example',
    )
    const top = { location: { origin: 'https://slot2.example' } } as { parent?: unknown }
    top.parent = top
    expect(() => postBalance(300, top as unknown as Window)).not.toThrow()
  })
})
