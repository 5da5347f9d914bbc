import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { click, json, ok, setUpWallet } from '../wallet/walletTestKit'
import { ReferralPage } from './ReferralPage'

vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: 'PHP', language: 'EN' } }) }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))

const summary = (pending: number) => ({
  ...ok,
  code: 'demo',
  percent: 10,
  cap: 50_000,
  referred: [
    {
      account: 'ma*****7',
      joined_at: '2026-11-20T10:00:00.000Z',
      status: 'deposited',
      commission: 3_000,
      is_paid: pending === 0,
    },
    {
      account: 'jo****2',
      joined_at: '2026-11-21T10:00:00.000Z',
      status: 'signed_up',
      commission: 0,
      is_paid: false,
    },
  ],
  referred_count: 2,
  pending,
  paid: 3_000 - pending,
})

describe('referral (docs/product.md#referral)', () => {
  it('shows the link as text and QR code, the rule, the masked friends, and claims the commission', async () => {
    let claimed = false
    const wallet = setUpWallet({
      balance: 10_000,
      answer: (path) => {
        if (path === '/api/referral/summary') return json(summary(claimed ? 0 : 3_000))
        if (path === '/api/referral/claim') {
          claimed = true
          return json({ ...ok, claimed: 3_000, balance: 13_000 })
        }
        return undefined
      },
    })
    wallet.render(<ReferralPage />)
    expect(
      await screen.findByText(
        'When a friend who signed up with your link makes a first deposit, you earn 10% of it, up to ₱500.00 per friend.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(
      `${window.location.origin}/register?ref=demo`,
    )
    const qr = screen.getByRole('img', { name: 'QR code of your referral link' })
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100)
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'FriendJoinedStatusCommission',
      expect.stringMatching(/^ma\*\*\*\*\*7.*Deposited₱30\.00$/),
      expect.stringMatching(/^jo\*\*\*\*2.*No deposit yet–$/),
    ])

    click(screen.getByRole('button', { name: 'Claim ₱30.00' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Commission claimed: ₱30.00 added to your balance.',
    )
    expect(wallet.sent('/api/referral/claim')).toEqual([expect.objectContaining({ account_id: 'demo' })])
    expect(await screen.findByText('₱30.00 paid')).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Claim/ })).toBeNull()
  })
})
