import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { userAtom } from '@lobbykit/core/stores/user'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type Answer, click, json, ok, setUpWallet } from '../wallet/walletTestKit'
import { MinigamePage } from './MinigamePage'
import { SpinPage } from './SpinPage'

vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }))
vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: 'PHP' } }) }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))

/** Cash ₱50.00, nothing, +2 tokens; 3 tokens; ₱400.00 of ₱1,000.00 still to bet for the next one. */
const state = callExamples.minigameState.response

function minigame(answer: Answer, wallet: Partial<typeof state> = {}) {
  return setUpWallet({
    balance: 200_000,
    answer: (path, body) => {
      const given = answer(path, body)
      if (given) return given
      if (path === '/api/minigame/state') return json({ ...state, ...wallet })
    },
  })
}

const wheel = () => screen.getByRole('img', { name: /^Prize wheel/ })
const resting = () => Number(wheel().getAttribute('data-angle')) % 360

describe('lucky spin', () => {
  it('spins the wheel to the prize the server chose, then collects it and shows the new balance', async () => {
    const setup = minigame((path) => {
      if (path === '/api/minigame/spin')
        return json({
          ...ok,
          token_balance: 2,
          frozen_token: 1,
          spin_id: 7,
          prize_index: 0,
          prize: { kind: 'cash', amount: 5_000 },
        })
      if (path === '/api/minigame/collect')
        return json({ ...ok, token_balance: 2, frozen_token: 0, balance: 205_000 })
      if (path === '/api/auth/get_balance')
        return json({
          ...ok,
          game_balance: 205_000,
          game_token: 0,
          minigame: { token_balance: 2, frozen_token: 0 },
        })
    })
    setup.render(<SpinPage />)
    const spin = await screen.findByRole('button', { name: 'Spin' })
    expect(wheel().getAttribute('aria-label')).toBe('Prize wheel: ₱50.00, Try again, +2 tokens')
    click(spin)
    // The wheel turns at least five times and stops with segment 0 (₱50.00) under the pointer.
    await waitFor(() => expect(Number(wheel().getAttribute('data-angle'))).toBeGreaterThanOrEqual(1800))
    expect(resting()).toBe(0)
    expect(wheel().style.transform).toMatch(/^rotate\(\d+deg\)$/)
    expect(setup.store.get(userAtom).minigame).toEqual({ token_balance: 2, frozen_token: 1 })
    expect(setup.sent('/api/minigame/collect')).toEqual([])
    fireEvent.transitionEnd(wheel())
    expect(await screen.findByText('You won ₱50.00! It is in your balance.')).toBeTruthy()
    expect(setup.sent('/api/minigame/spin')).toEqual([
      expect.objectContaining({ account_id: 'demo', request_id: expect.stringMatching(/^[\w-]{8,64}$/) }),
    ])
    expect(setup.sent('/api/minigame/collect')).toEqual([expect.objectContaining({ spin_id: 7 })])
    await waitFor(() => expect(setup.store.get(userAtom).game.balance).toBe(205_000))
    expect(setup.store.get(userAtom).minigame).toEqual({ token_balance: 2, frozen_token: 0 })
  })

  it('lands on a later segment and says when there was no prize', async () => {
    const setup = minigame((path) => {
      if (path === '/api/minigame/spin')
        return json({
          ...ok,
          token_balance: 2,
          frozen_token: 1,
          spin_id: 8,
          prize_index: 1,
          prize: { kind: 'nothing', amount: 0 },
        })
      if (path === '/api/minigame/collect')
        return json({ ...ok, token_balance: 2, frozen_token: 0, balance: 200_000 })
    })
    setup.render(<SpinPage />)
    click(await screen.findByRole('button', { name: 'Spin' }))
    // Three segments of 120°: segment 1 is under the pointer when the wheel has turned to 240°.
    await waitFor(() => expect(resting()).toBe(240))
    fireEvent.transitionEnd(wheel())
    expect(await screen.findByText('No prize this time. Better luck on your next spin!')).toBeTruthy()
  })

  it('sends a spin whose answer was lost again with the same request_id', async () => {
    let attempt = 0
    const setup = minigame((path) => {
      if (path !== '/api/minigame/spin') return undefined
      attempt += 1
      if (attempt === 1) throw new TypeError('Failed to fetch')
      return json({
        ...ok,
        token_balance: 2,
        frozen_token: 1,
        spin_id: 9,
        prize_index: 2,
        prize: { kind: 'tokens', amount: 2 },
      })
    })
    setup.render(<SpinPage />)
    click(await screen.findByRole('button', { name: 'Spin' }))
    click(await screen.findByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(resting()).toBe(120))
    const [first, second] = setup.sent('/api/minigame/spin')
    expect(second!.request_id).toBe(first!.request_id)
  })

  it('turns the spin button off without tokens and says how to earn one', async () => {
    const setup = minigame(() => undefined, { token_balance: 0 })
    setup.render(<SpinPage />)
    const button = await screen.findByRole('button', { name: 'Spin' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(button.getAttribute('aria-describedby')).toBeTruthy()
    const reason = document.getElementById(button.getAttribute('aria-describedby')!)
    expect(reason?.textContent).toBe('You need a token to spin. Bet ₱400.00 more to earn your next one.')
    click(button)
    expect(setup.sent('/api/minigame/spin')).toEqual([])
  })

  it('shows the token wallet on /minigame: tokens, frozen tokens, the way to the next token', async () => {
    const setup = minigame(() => undefined, { frozen_token: 1 })
    setup.render(<MinigamePage />)
    expect((await screen.findByText('Tokens to spin')).nextElementSibling?.textContent).toBe('3')
    expect(screen.getByText('Frozen tokens').nextElementSibling?.textContent).toBe('1')
    expect(screen.getByText('Bets to your next token').nextElementSibling?.textContent).toBe('₱400.00')
    expect(
      screen.getByRole('progressbar', { name: 'Progress to your next token' }).getAttribute('aria-valuenow'),
    ).toBe('60')
    expect(screen.getByText(/^You earn one token for every ₱1,000\.00 you bet on any game\./)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Spin' })).toBeVisible()
    expect(
      screen.getByRole('link', { name: 'Open the lucky spin on its own page' }).getAttribute('href'),
    ).toBe('/spin')
  })
})
