import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { click, json, ok, setUpWallet } from '../wallet/walletTestKit'
import { MissionPage } from './MissionPage'

vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: 'PHP', language: 'EN' } }) }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))

const inAnHour = new Date(Date.now() + 61 * 60_000).toISOString()
const inTwoDays = new Date(Date.now() + (2 * 24 + 3) * 60 * 60_000 + 30_000).toISOString()
const mission = (code: string, fields: Record<string, unknown>) => ({
  mission_code: code,
  period: 'daily',
  metric: 'rounds',
  target: 10,
  progress: 0,
  reward_kind: 'minigame_token',
  reward: 2,
  ends_at: inAnHour,
  is_claimed: false,
  wagering_multiple: 0,
  ...fields,
})

describe('missions (docs/product.md#missions)', () => {
  it("shows each mission's goal, progress and reward, and pays a completed one once", async () => {
    const wallet = setUpWallet({
      balance: 100_000,
      answer: (path) => {
        if (path === '/api/missions/list')
          return json({
            ...ok,
            value: [
              mission('play', { progress: 4 }),
              mission('bet', {
                metric: 'turnover',
                target: 50_000,
                progress: 60_000,
                reward_kind: 'cash',
                reward: 1_000,
              }),
              mission('week', {
                period: 'weekly',
                metric: 'logins',
                target: 5,
                progress: 5,
                is_claimed: true,
                ends_at: inTwoDays,
              }),
            ],
          })
        if (path === '/api/missions/claim')
          return json({
            ...ok,
            mission_code: 'bet',
            reward_kind: 'cash',
            reward: 1_000,
            balance: 101_000,
            token_balance: 0,
          })
        return undefined
      },
    })
    wallet.render(<MissionPage />)
    expect(await screen.findByRole('heading', { name: 'Play 10 rounds of any game' })).toBeVisible()
    expect(screen.getByRole('progressbar', { name: 'Play 10 rounds of any game' })).toHaveAttribute(
      'aria-valuetext',
      '4 of 10',
    )
    expect(screen.getByText('40% done')).toBeVisible()
    // Past the target, the bar stops at full and says so.
    expect(screen.getByRole('progressbar', { name: /Bet ₱500.00 in total/ })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    expect(screen.getByRole('heading', { name: 'Sign in on 5 different days this week' })).toBeVisible()
    expect(screen.getAllByText('Claimed')).toHaveLength(1)
    expect(screen.getByText('New missions in 1 h 1 min')).toBeVisible()
    expect(screen.getByText('New missions in 2 d 3 h')).toBeVisible()

    const claim = screen.getByRole('button', { name: 'Claim' })
    click(claim)
    expect(await screen.findByRole('status')).toHaveTextContent('Reward claimed: ₱10.00.')
    expect(wallet.sent('/api/missions/claim')).toEqual([
      expect.objectContaining({ account_id: 'demo', auth: wallet.token, mission_code: 'bet' }),
    ])
    expect(screen.getAllByText('Claimed')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull()
  })

  it('says so when the tenant runs no missions', async () => {
    const wallet = setUpWallet({
      answer: (path) => (path === '/api/missions/list' ? json({ ...ok, value: [] }) : undefined),
    })
    wallet.render(<MissionPage />)
    expect(
      await screen.findByText('There are no missions for you right now. New missions appear here.'),
    ).toBeVisible()
  })
  it('words a bonus reward and its wagering, and says where a claimed bonus went', async () => {
    const wallet = setUpWallet({
      balance: 100_000,
      answer: (path) => {
        if (path === '/api/missions/list')
          return json({
            ...ok,
            value: [
              mission('weekly-bonus', {
                period: 'weekly',
                progress: 10,
                reward_kind: 'bonus',
                reward: 5_000,
                wagering_multiple: 5,
                ends_at: inTwoDays,
              }),
              mission('free-bonus', { reward_kind: 'bonus', reward: 2_000, wagering_multiple: 0 }),
            ],
          })
        if (path === '/api/missions/claim')
          return json({
            ...ok,
            mission_code: 'weekly-bonus',
            reward_kind: 'bonus',
            reward: 5_000,
            balance: 100_000,
            token_balance: 0,
          })
        return undefined
      },
    })
    wallet.render(<MissionPage />)
    expect(await screen.findByText('Reward: ₱50.00 bonus')).toBeInTheDocument()
    expect(screen.getByText('Bet it 5 times to turn it into cash')).toBeVisible()
    // A bonus with no wagering is cash at once: no line about betting it.
    expect(screen.getByText('Reward: ₱20.00 bonus')).toBeInTheDocument()
    expect(screen.getAllByText(/to turn it into cash/)).toHaveLength(1)
    click(screen.getByRole('button', { name: 'Claim' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Reward claimed: ₱50.00 bonus added to your bonus balance.',
    )
    // The header's balances are read again: the bonus balance changed.
    await waitFor(() => expect(wallet.sent('/api/auth/get_balance').length).toBeGreaterThan(0))
  })
})
