import type { VipLevel } from '@lobbykit/contract/calls/vip'
import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { click, json, later, ok, setUpWallet } from '../wallet/walletTestKit'
import { VipPage } from './VipPage'

vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: 'PHP', language: 'EN' } }) }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))

const level = (fields: Partial<VipLevel> & Pick<VipLevel, 'level' | 'name'>): VipLevel => ({
  min_deposit: 0,
  min_turnover: 0,
  level_up_reward: 0,
  benefits: [],
  is_reached: false,
  is_current: false,
  is_claimed: false,
  ...fields,
})

const table = [
  level({ level: 1, name: 'Bronze', is_reached: true }),
  level({
    level: 2,
    name: 'Silver',
    min_deposit: 100_000,
    min_turnover: 1_000_000,
    level_up_reward: 5_000,
    is_reached: true,
    is_claimed: true,
  }),
  level({
    level: 3,
    name: 'Gold',
    min_deposit: 500_000,
    level_up_reward: 20_000,
    benefits: ['The Gold badge on your account'],
    is_reached: true,
    is_current: true,
  }),
  level({ level: 4, name: 'Diamond', min_turnover: 50_000_000, level_up_reward: 500_000 }),
]

function open(claim: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const wallet = setUpWallet({
    balance: 100_000,
    answer: (path, body) => {
      if (path === '/api/auth/vip') return json(callExamples.vip.response)
      if (path === '/api/vip/levels')
        return json({ ...ok, value: table, total_deposit: 600_000, total_turnover: 1_200_000 })
      if (path === '/api/vip/claim') return claim(body)
      return undefined
    },
  })
  wallet.render(<VipPage />)
  return wallet
}

describe('VIP levels and level-up rewards (docs/product.md#vip-rewards)', () => {
  it("lists every level with its requirement, reward and benefits, marks the player's own, and pays a reward once", async () => {
    const answer = later<Response>()
    const wallet = open(() => answer.promise)
    const levels = await screen.findByRole('list', {
      name: 'Every VIP level, its requirement and its benefits',
    })
    const rows = [...levels.children] as HTMLElement[]
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Bronze',
      'Silver',
      'GoldYour level',
      'Diamond',
    ])
    expect(rows[2]).toHaveAttribute('aria-current', 'true')
    expect(within(rows[0]!).getByText('Open to every player')).toBeVisible()
    expect(within(rows[1]!).getByText('Deposit ₱1,000.00 and bet ₱10,000.00 in total')).toBeVisible()
    expect(within(rows[1]!).getByText('Claimed')).toBeVisible()
    expect(within(rows[3]!).getByText('Bet ₱500,000.00 in total')).toBeVisible()
    expect(within(rows[3]!).getByText('Not reached yet')).toBeVisible()
    // The reward's line is the product's; the operator's lines follow as written.
    expect(
      within(rows[2]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Level-up reward of ₱200.00', 'The Gold badge on your account'])
    expect(screen.getAllByRole('button', { name: /^Claim/ })).toHaveLength(1)

    const claim = screen.getByRole('button', { name: 'Claim ₱200.00 for Gold' })
    click(claim)
    expect(claim).toBeDisabled()
    answer.settle(json({ ...ok, level: 3, reward: 20_000, balance: 120_000 }))
    expect(await screen.findByRole('status')).toHaveTextContent('Level-up reward claimed: ₱200.00 for Gold.')
    expect(wallet.sent('/api/vip/claim')).toEqual([
      expect.objectContaining({
        account_id: 'demo',
        auth: wallet.token,
        level: 3,
        request_id: expect.any(String),
      }),
    ])
    expect(within(rows[2]!).getByText('Claimed')).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Claim/ })).toBeNull()
  }, 20_000)

  it('hands a refusal to the error dialog, keeps the button and reads the table again', async () => {
    const wallet = open(() => json({ statusCode: 0, message: 'vipLevelNotReached' }, 409))
    click(await screen.findByRole('button', { name: 'Claim ₱200.00 for Gold' }))
    await vi.waitFor(() =>
      expect(wallet.runtime.handleError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'vipLevelNotReached' }),
      ),
    )
    await vi.waitFor(() => expect(wallet.sent('/api/vip/levels')).toHaveLength(2))
    expect(screen.queryByRole('status')).toBeNull()
    expect(await screen.findByRole('button', { name: 'Claim ₱200.00 for Gold' })).toBeEnabled()
  })
})
