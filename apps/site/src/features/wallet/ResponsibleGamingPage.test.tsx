import { userAtom } from '@lobbykit/core/stores/user'
import { screen, waitFor, within } from '@testing-library/react'
import { RESET } from 'jotai/vanilla/utils'
import { describe, expect, it, vi } from 'vitest'
import { BankingPage } from './BankingPage'
import { ResponsibleGamingPage } from './ResponsibleGamingPage'
import { click, json, ok, setUpWallet, type } from './walletTestKit'

vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }))
vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: 'PHP' } }) }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))

const limit = (period: string, extra: Record<string, unknown> = {}) => ({
  period,
  amount: null,
  pending_amount: null,
  pending_from: null,
  used: 0,
  remaining: null,
  ...extra,
})
const rg = (limits: unknown[], minutes = 0) => ({
  ...ok,
  limits,
  time_out_until: null,
  self_excluded_until: null,
  reality_check_minutes: minutes,
})
const noLimits = rg([limit('day'), limit('week'), limit('month')])

describe('responsible gaming page', () => {
  it('keeps the CMS text and shows each limit with what is used, left and waiting', async () => {
    const wallet = setUpWallet({
      answer: (path) =>
        path === '/api/rg/get_limits'
          ? json(
              rg([
                limit('day', {
                  amount: 100_000,
                  used: 30_000,
                  remaining: 70_000,
                  pending_amount: 500_000,
                  pending_from: '2026-06-02T10:00:00.000Z',
                }),
                limit('week'),
                limit('month'),
              ]),
            )
          : undefined,
    })
    wallet.render(<ResponsibleGamingPage />)
    expect(await screen.findByText('Play responsibly')).toBeVisible()
    const limits = await screen.findByRole('region', { name: 'Deposit limits' })
    expect(within(limits).getByText('Daily limit: ₱1,000.00')).toBeVisible()
    expect(within(limits).getByText('Deposited in the last 24 hours: ₱300.00')).toBeVisible()
    expect(within(limits).getByText('You can still deposit ₱700.00.')).toBeVisible()
    expect(within(limits).getByText(/^Pending: ₱5,000\.00 from /)).toBeVisible()
    expect(within(limits).getByText('Weekly limit: No limit')).toBeVisible()
  })

  it('sets a limit in minor units and says a raise waits 24 hours', async () => {
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/rg/get_limits') return json(noLimits)
        if (path === '/api/rg/set_limit')
          return json(
            rg([
              limit('day'),
              limit('week', { pending_amount: 250_050, pending_from: '2026-06-02T10:00:00.000Z' }),
              limit('month'),
            ]),
          )
      },
    })
    wallet.render(<ResponsibleGamingPage />)
    await screen.findByRole('region', { name: 'Deposit limits' })
    type('Limit', 'week')
    type('New limit', '2500.5')
    click(screen.getByRole('button', { name: 'Save limit' }))
    expect(
      await screen.findByText(
        /^Weekly limit: ₱2,500\.50 applies from .*Until then the limit in force stays\.$/,
      ),
    ).toBeTruthy()
    expect(wallet.sent('/api/rg/set_limit')).toEqual([
      expect.objectContaining({ period: 'week', amount: 250_050 }),
    ])
  })

  it('checks the reality-check minutes with the contract rule before calling', async () => {
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/rg/get_limits') return json(noLimits)
        if (path === '/api/rg/reality_check')
          return json(rg([limit('day'), limit('week'), limit('month')], 30))
      },
    })
    wallet.render(<ResponsibleGamingPage />)
    await screen.findByLabelText('Remind me every (minutes)')
    type('Remind me every (minutes)', '5')
    click(screen.getByRole('button', { name: 'Save reminder' }))
    expect(await screen.findByText('Enter 0 to switch it off, or 10 to 240 minutes.')).toBeVisible()
    expect(wallet.sent('/api/rg/reality_check')).toEqual([])
    type('Remind me every (minutes)', '30')
    click(screen.getByRole('button', { name: 'Save reminder' }))
    expect(await screen.findByText(/^Every 30 minutes of play we remind you/)).toBeVisible()
    expect(wallet.sent('/api/rg/reality_check')).toEqual([expect.objectContaining({ minutes: 30 })])
  })

  it('asks before a self-exclusion, needs the box ticked, then signs the player out and says until when', async () => {
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/rg/get_limits') return json(noLimits)
        if (path === '/api/rg/self_exclude') return json({ ...ok, until: '2026-12-01T10:00:00.000Z' })
      },
    })
    wallet.render(<ResponsibleGamingPage />)
    await screen.findByLabelText('Months')
    type('Months', '61')
    click(screen.getByRole('button', { name: 'Exclude me' }))
    expect(await screen.findByText('Enter 6 to 60 months.')).toBeVisible()
    type('Months', '6')
    click(screen.getByRole('button', { name: 'Exclude me' }))
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself for 6 months?' })
    expect(within(dialog).getByText(/^This cannot be undone\./)).toBeVisible()
    const confirm = within(dialog).getByRole('button', { name: 'Exclude me now' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    click(within(dialog).getByRole('checkbox'))
    click(confirm)
    expect(await screen.findByText(/^You have excluded yourself until /)).toBeVisible()
    expect(wallet.sent('/api/rg/self_exclude')).toEqual([expect.objectContaining({ months: 6 })])
    expect(wallet.store.get(userAtom).isAuthenticated).toBe(false)
  })

  it('asks a visitor to log in', async () => {
    const wallet = setUpWallet({ answer: () => undefined })
    wallet.store.set(userAtom, RESET)
    wallet.render(<ResponsibleGamingPage />)
    expect(
      await screen.findByText('Log in to set deposit limits, reminders or a break for your account.'),
    ).toBeTruthy()
    expect(wallet.sent('/api/rg/get_limits')).toEqual([])
  })
})

describe('banking page', () => {
  it('shows the deposit methods beside the CMS text', async () => {
    const wallet = setUpWallet({
      answer: (path) =>
        path === '/api/wallet/deposit_methods'
          ? json({
              ...ok,
              methods: [
                {
                  method_id: 2,
                  name: 'Bank transfer',
                  min_amount: 10_000,
                  max_amount: 50_000_000,
                  fee: 0,
                  eta_minutes: 120,
                  needs_approval: true,
                },
              ],
            })
          : undefined,
    })
    wallet.render(<BankingPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Banking' })).toBeVisible()
    const methods = await screen.findByRole('region', { name: 'Deposit methods' })
    expect(await within(methods).findByText('Bank transfer')).toBeVisible()
    expect(within(methods).getByText('From ₱100.00 to ₱500,000.00')).toBeVisible()
    expect(within(methods).getByText('No fee')).toBeVisible()
    expect(within(methods).getByText('Approved in about 2 hours')).toBeVisible()
    // The tenant's CMS body stays, beside the methods.
    await waitFor(() => expect(screen.getByText('Banking', { selector: 'p' })).toBeVisible())
  })
})
