import type { Leaderboard } from '@lobbykit/contract/calls/leaderboards'
import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { signedOutUser, userAtom } from '@lobbykit/core/stores/user'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { click, json, ok, setUpWallet } from '../wallet/walletTestKit'
import { LeaderboardPage } from './LeaderboardPage'

vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: 'PHP', language: 'EN' } }) }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))

// The page counts down from the start of the minute it is.
const thisMinute = Math.floor(Date.now() / 60_000) * 60_000
const inAnHour = new Date(thisMinute + 61 * 60_000).toISOString()
const inTwoDays = new Date(thisMinute + (2 * 24 + 3) * 60 * 60_000).toISOString()

const daily: Leaderboard = {
  board_code: 'daily-turnover',
  period: 'daily',
  category: 'all',
  metric: 'turnover',
  prizes: [100_000, 50_000, 25_000],
  starts_at: new Date(Date.now() - 60_000).toISOString(),
  ends_at: inAnHour,
  top: [
    { rank: 1, account_id: 'ma**7', score: 1_250_000, prize: 100_000 },
    { rank: 2, account_id: 'de**o', score: 830_000, prize: 50_000 },
    { rank: 3, account_id: 'jo**n', score: 20_000, prize: 25_000 },
  ],
  you: { rank: 2, score: 830_000, prize: 50_000 },
  previous: {
    starts_at: new Date(Date.now() - 86_460_000).toISOString(),
    ends_at: new Date(Date.now() - 60_000).toISOString(),
    winners: [
      { rank: 1, account_id: 'de**o', prize: 100_000 },
      { rank: 2, account_id: 'li**a', prize: 50_000 },
    ],
    you: { rank: 1, account_id: 'de**o', prize: 100_000 },
  },
}
const weekly: Leaderboard = {
  board_code: 'weekly-slots-multiplier',
  period: 'weekly',
  category: 'slot_game',
  metric: 'multiplier',
  prizes: [250_000],
  starts_at: new Date(Date.now() - 60_000).toISOString(),
  ends_at: inTwoDays,
  top: [{ rank: 1, account_id: 'ma**7', score: 1_250, prize: 250_000 }],
  you: { rank: 22, score: 150, prize: 0 },
  previous: null,
}

function open(boards: Leaderboard[], signedIn = true) {
  const wallet = setUpWallet({
    answer: (path) => {
      if (path === '/api/leaderboards/list') return json({ ...ok, value: boards })
      if (path === '/api/settings/top10winner_withdrawal')
        return json(callExamples.top10WinnerWithdrawal.response)
      return undefined
    },
  })
  if (!signedIn) wallet.store.set(userAtom, signedOutUser)
  wallet.render(<LeaderboardPage />)
  return wallet
}

describe('leaderboards (docs/product.md#leaderboards)', () => {
  it("shows each board's standings, the player's place, when it ends and last period's winners", async () => {
    const wallet = open([daily, weekly])
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Daily · Top bettors · All games',
      'Weekly · Biggest multipliers · Slots',
    ])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(wallet.sent('/api/leaderboards/list')).toEqual([
      expect.objectContaining({ domain_name: 'localhost', account_id: 'demo', auth: wallet.token }),
    ])
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByRole('heading', { name: 'Daily · Top bettors · All games' })).toBeVisible()
    // 61 minutes from the minute the fixtures were made: one less if the clock has turned a minute since (a slow run).
    expect(within(panel).getByText(/^Ends in 1 h [01] min$/)).toBeVisible()
    expect(within(panel).getByText(/^Ranked by the total you bet on any game this period/)).toBeVisible()
    const rows = within(within(panel).getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      '1ma**7₱12,500.00₱1,000.00',
      '2de**oYou₱8,300.00₱500.00',
      '3jo**n₱200.00₱250.00',
    ])
    expect(rows[1]).toHaveAttribute('aria-current', 'true')
    expect(within(panel).getByText('Prize if the period ended now: ₱500.00')).toBeVisible()
    const last = within(panel).getByRole('region', { name: "Last period's winners" })
    expect(
      within(last).getByText('You finished #1 and won ₱1,000.00. It is in your game balance.'),
    ).toBeVisible()
    expect(
      within(last)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#1de**o₱1,000.00', '#2li**a₱500.00'])
    // The top-10 boards stay below.
    expect(screen.getByRole('region', { name: 'Top winners' })).toBeVisible()

    click(tabs[1]!)
    const weeklyPanel = screen.getByRole('tabpanel')
    expect(within(weeklyPanel).getByText('Ends in 2 d 3 h')).toBeVisible()
    expect(within(weeklyPanel).getByRole('columnheader', { name: 'Best multiplier' })).toBeVisible()
    expect(within(weeklyPanel).getByRole('cell', { name: 'x12.50' })).toBeVisible()
    // Beyond the top: the player's own place, in its box.
    expect(within(weeklyPanel).getByRole('region', { name: 'Your rank' })).toHaveTextContent(
      'Your rank #22Best multiplier: x1.50',
    )
    expect(within(weeklyPanel).queryByRole('region', { name: "Last period's winners" })).toBeNull()
    expect(within(weeklyPanel).getByRole('region', { name: 'Prizes' })).toHaveTextContent('#1₱2,500.00')
  })

  it('asks a visitor to log in for their own rank, and sends no session', async () => {
    const wallet = open([{ ...daily, you: null, previous: { ...daily.previous!, you: null } }], false)
    expect(await screen.findByText('Log in to see your own rank.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('tab')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Daily · Top bettors · All games' })).toBeVisible()
    expect(wallet.sent('/api/leaderboards/list')).toEqual([{ domain_name: 'localhost', external_id: 'demo' }])
    expect(screen.queryByText(/You finished/)).toBeNull()
  })

  it('says so when a player has no round yet and nobody has played', async () => {
    open([{ ...daily, top: [], you: null, previous: { ...daily.previous!, winners: [], you: null } }])
    expect(
      await screen.findByText('Nobody has played on this board this period yet. Be the first!'),
    ).toBeVisible()
    expect(
      screen.getByText('You have no rounds on this board this period yet. Play one to join it.'),
    ).toBeVisible()
    expect(screen.getByText('Nobody won a prize last period.')).toBeVisible()
  })

  it('shows only the top-10 boards when the tenant runs no leaderboard', async () => {
    open([])
    expect(await screen.findByRole('region', { name: 'Top winners' })).toBeVisible()
    expect(screen.queryByRole('tab')).toBeNull()
    expect(screen.queryByText(/Climb the boards/)).toBeNull()
  })
})
