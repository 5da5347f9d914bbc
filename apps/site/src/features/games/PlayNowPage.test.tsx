import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { realityCheckModal } from '@lobbykit/core/session/playSession'
import { closeModalAtom, openModalAtom } from '@lobbykit/core/stores/modal'
import { userAtom } from '@lobbykit/core/stores/user'
import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { balanceMessage } from '../../originals/bridge'
import { click, json, ok, setUpWallet } from '../wallet/walletTestKit'
import { PlayNowPage } from './PlayNowPage'

const route = vi.hoisted(() => ({ search: {} as Record<string, string> }))
vi.mock('@tanstack/react-router', () => ({
  useSearch: () => route.search,
  useCanGoBack: () => false,
  useRouter: () => ({ history: { back: vi.fn() } }),
  useNavigate: () => vi.fn(),
}))
vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: 'PHP' } }) }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))

const launched = callExamples.gameLaunch.response
const game = launched.game

beforeEach(() => {
  route.search = { provider: game.provider_code, game: game.game_code }
})

function playing(extra: Parameters<typeof setUpWallet>[0]['answer'] = () => undefined) {
  return setUpWallet({
    balance: 200_000,
    answer: (path, body) => {
      const given = extra(path, body)
      if (given) return given
      if (path === '/api/game/launch') return json(launched)
    },
  })
}

/** A message from the game's window (or any window), as the browser delivers it. */
function post(
  data: unknown,
  { origin = window.location.origin, source }: { origin?: string; source: Window | null },
) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
  })
}

describe('/playnow', () => {
  it('launches the game and shows its window in the page, with its name, provider and the way back', async () => {
    const wallet = playing()
    wallet.render(<PlayNowPage />)
    const frame = (await screen.findByTitle(game.game_name)) as HTMLIFrameElement
    expect(frame.tagName).toBe('IFRAME')
    // The game reads the page's language, the player's choice.
    expect(frame.getAttribute('src')).toBe(`${launched.url}&lang=EN`)
    expect(frame.getAttribute('allow')).toBe('autoplay')
    expect(frame.hasAttribute('allowfullscreen')).toBe(false)
    expect(screen.getByRole('heading', { level: 1, name: game.game_name })).toBeVisible()
    expect(screen.getByText(game.provider_name)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to lobby' }).getAttribute('href')).toBe('/slots')
    expect(screen.getByText('₱2,000.00')).toBeVisible()
    expect(wallet.sent('/api/game/launch')).toEqual([
      expect.objectContaining({
        account_id: 'demo',
        auth: wallet.token,
        domain_name: 'localhost',
        external_id: 'demo',
        game_code: game.game_code,
        provider_code: game.provider_code,
      }),
    ])
  })

  it("takes the game window's balance into the header's store at once, and ignores other windows", async () => {
    const wallet = playing()
    wallet.render(<PlayNowPage />)
    const frame = (await screen.findByTitle(game.game_name)) as HTMLIFrameElement
    // The page listens once the game's window is on it (after the first paint).
    await waitFor(() => {
      post(balanceMessage(187_500), { source: frame.contentWindow })
      expect(wallet.store.get(userAtom).game.balance).toBe(187_500)
    })
    expect(screen.getByText('₱1,875.00')).toBeVisible()
    // Another origin, another window, or a message of another shape moves nothing.
    post(balanceMessage(999_999), { origin: 'https://evil.example', source: frame.contentWindow })
    post(balanceMessage(999_999), { source: window })
    post({ type: 'lobbykit:balance', balance: -5 }, { source: frame.contentWindow })
    expect(wallet.store.get(userAtom).game.balance).toBe(187_500)
  })

  it('says a game this site does not offer is not available, without a retry', async () => {
    const wallet = playing((path) =>
      path === '/api/game/launch' ? json({ statusCode: 0, message: 'gameNotFound' }) : undefined,
    )
    wallet.render(<PlayNowPage />)
    expect(await screen.findByText('This game is not available on this site.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(screen.queryByTitle(game.game_name)).toBeNull()
  })

  it('says until when a player on a break cannot play', async () => {
    const wallet = playing((path) =>
      path === '/api/game/launch'
        ? json({ statusCode: 0, message: 'timedOut', until: '2026-06-08T10:00:00.000Z' })
        : undefined,
    )
    wallet.render(<PlayNowPage />)
    expect(
      await screen.findByText(
        /^You are taking a break until .*2026.*Until then you cannot deposit or play\.$/,
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('offers to try again after a failure, with a new launch', async () => {
    let calls = 0
    const wallet = playing((path) => {
      if (path !== '/api/game/launch') return undefined
      calls += 1
      return calls === 1 ? json({ statusCode: -500, message: 'internalServerError' }, 500) : undefined
    })
    wallet.render(<PlayNowPage />)
    click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByTitle(game.game_name)).toBeTruthy()
    expect(wallet.sent('/api/game/launch')).toHaveLength(2)
  })

  it('pauses the game while the reality check is open and continues once the player keeps playing', async () => {
    const wallet = playing((path) =>
      path === '/api/auth/get_balance'
        ? json({
            ...ok,
            game_balance: 150_000,
            game_token: 0,
            minigame: { frozen_token: 0, token_balance: 0 },
          })
        : undefined,
    )
    wallet.render(<PlayNowPage />)
    await screen.findByTitle(game.game_name)
    act(() => wallet.store.set(openModalAtom, realityCheckModal))
    expect(screen.queryByTitle(game.game_name)).toBeNull()
    expect(screen.getByText('Paused')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
    // The game closed: the balance is read again.
    await waitFor(() => expect(wallet.store.get(userAtom).game.balance).toBe(150_000))
    act(() => wallet.store.set(closeModalAtom))
    expect(screen.queryByTitle(game.game_name)).toBeNull()
    click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByTitle(game.game_name)).toBeVisible()
  })

  it('asks for a game when the address names none', () => {
    route.search = {}
    const wallet = playing()
    wallet.render(<PlayNowPage />)
    expect(screen.getByText('Choose a game in the lobby to play it here.')).toBeVisible()
    expect(wallet.sent('/api/game/launch')).toEqual([])
  })
})
