import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BetHistoryPage, StatementPage, TransactionHistoryPage } from './HistoryPages'
import { click, json, ok, setUpWallet, type } from './walletTestKit'

const shell = vi.hoisted(() => ({ currency: 'VND', code: 'EN' }))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }))
vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: shell.currency } }) }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: shell.code, lang: undefined, href: (path: string) => path }),
}))

beforeEach(() => {
  shell.currency = 'VND'
  shell.code = 'EN'
})

const transaction = (id: number, extra: Record<string, unknown> = {}) => ({
  transaction_id: id,
  type: 'deposit',
  status: 'approved',
  amount: 50_000,
  fee: 0,
  method_name: 'Instant top-up',
  bank_code: '',
  bank_name: '',
  account_no_masked: '',
  reason: '',
  created_at: '2026-06-01T10:00:00.000Z',
  settled_at: '2026-06-01T10:00:00.000Z',
  expected_by: null,
  ...extra,
})

describe('transaction history', () => {
  it('shows amounts in the currency exponent, pending and rejected words, and pages through 25 items', async () => {
    const wallet = setUpWallet({
      answer: (path, body) => {
        if (path !== '/api/wallet/transactions') return undefined
        const page = body.page as number
        const items =
          page === 1
            ? [
                transaction(1, { amount: 1_250_000, fee: 2_500 }),
                transaction(2, {
                  type: 'withdrawal',
                  status: 'pending',
                  bank_name: 'Vietcombank',
                  account_no_masked: '****6789',
                  settled_at: null,
                  expected_by: '2026-06-01T11:00:00.000Z',
                }),
                transaction(3, { status: 'rejected', reason: 'Payment not received' }),
              ]
            : [transaction(page * 100)]
        return json({ ...ok, items, total: 25 })
      },
    })
    wallet.render(<TransactionHistoryPage />)
    const table = await screen.findByRole('table')
    await within(table).findByText('₫1,250,000')
    expect(within(table).getByText('₫2,500')).toBeVisible()
    expect(within(table).getByText('Vietcombank ****6789')).toBeVisible()
    expect(within(table).getByText('Pending')).toBeVisible()
    expect(within(table).getByText(/^Expected by about/)).toBeVisible()
    expect(within(table).getByText('Reason: Payment not received')).toBeVisible()
    expect(screen.getByText('25 entries')).toBeVisible()
    const pages = screen.getByRole('navigation', { name: 'Pages of the transaction history' })
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeVisible()
    click(within(pages).getByRole('button', { name: 'Page 2' }))
    await waitFor(() =>
      expect(wallet.sent('/api/wallet/transactions').at(-1)).toMatchObject({ page: 2, page_size: 10 }),
    )
    expect(await screen.findByText('₫50,000')).toBeVisible()
  })

  it('filters by days, type and status from the first page, and refuses a backwards range', async () => {
    const wallet = setUpWallet({
      answer: (path) =>
        path === '/api/wallet/transactions' ? json({ ...ok, items: [], total: 0 }) : undefined,
    })
    wallet.render(<TransactionHistoryPage />)
    expect(await screen.findByText('No deposits or withdrawals in these days.')).toBeVisible()
    type('From', '2026-06-10')
    type('To', '2026-06-01')
    click(screen.getByRole('button', { name: 'Show' }))
    expect(await screen.findByText('The last day is before the first day.')).toBeVisible()
    expect(wallet.sent('/api/wallet/transactions')).toHaveLength(1)
    type('To', '2026-06-30')
    type('Type', 'withdrawal')
    type('Status', 'pending')
    click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(wallet.sent('/api/wallet/transactions')).toHaveLength(2))
    expect(wallet.sent('/api/wallet/transactions')[1]).toMatchObject({
      type: 'withdrawal',
      status: 'pending',
      page: 1,
      date_from: expect.stringMatching(/^2026-06-10T00:00:00[+-]\d\d:\d\d$/),
      date_to: expect.stringMatching(/^2026-07-01T00:00:00[+-]\d\d:\d\d$/),
    })
  })
})

describe('statement', () => {
  it('shows every line with its running balance and the balances around the range (PHP)', async () => {
    shell.currency = 'PHP'
    const wallet = setUpWallet({
      answer: (path) =>
        path === '/api/wallet/statement'
          ? json({
              ...ok,
              items: [
                {
                  entry_id: 2,
                  kind: 'withdrawal_return',
                  amount: 20_000,
                  balance_after: 200_000,
                  transaction_id: 42,
                  game_name: '',
                  created_at: '2026-06-01T11:00:00.000Z',
                },
                {
                  entry_id: 1,
                  kind: 'withdrawal',
                  amount: -20_000,
                  balance_after: 180_000,
                  transaction_id: 42,
                  game_name: '',
                  created_at: '2026-06-01T10:00:00.000Z',
                },
              ],
              total: 2,
              opening_balance: 200_000,
              closing_balance: 200_000,
            })
          : undefined,
    })
    wallet.render(<StatementPage />)
    const table = await screen.findByRole('table')
    await within(table).findByText('Withdrawal returned')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Withdrawal returned', '+₱200.00', '₱2,000.00'],
      ['Withdrawal', '-₱200.00', '₱1,800.00'],
    ])
    expect(screen.getByText('Balance before').nextSibling?.textContent).toBe('₱2,000.00')
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})

describe('bet history', () => {
  it('shows stake, payout and result, and the team names in the page language', async () => {
    shell.code = 'VI'
    const wallet = setUpWallet({
      answer: (path) =>
        path === '/api/wallet/bet_history'
          ? json({
              ...ok,
              items: [
                {
                  round_id: 'R1',
                  game_code: 'football',
                  game_name: 'Football',
                  provider_code: 'SB',
                  category: 'sportsbook',
                  stake: 10_000,
                  payout: 0,
                  net: -10_000,
                  status: 'settled',
                  created_at: '2026-06-01T09:00:00.000Z',
                  settled_at: '2026-06-01T11:00:00.000Z',
                  bet_type: 'Handicap',
                  home_away: 'Home',
                  criteria1: '-0.5',
                  home_team_name: 'Hanoi FC',
                  away_team_name: 'Saigon FC',
                  team_names: { VI: { home_team_name: 'Hà Nội FC', away_team_name: 'Sài Gòn FC' } },
                },
              ],
              total: 1,
            })
          : undefined,
    })
    wallet.render(<BetHistoryPage />)
    const table = await screen.findByRole('table')
    expect(await within(table).findByText('Hà Nội FC vs Sài Gòn FC')).toBeVisible()
    expect(within(table).getByText('Handicap · Home · -0.5')).toBeVisible()
    // Vietnamese page: Vietnamese grouping, the symbol after the amount, and still no decimals (Testing Library reads the no-break space as a space).
    expect(within(table).getByText('10.000 ₫')).toBeVisible()
    expect(within(table).getByText('-10.000 ₫')).toBeVisible()
    expect(within(table).getByText('Settled')).toBeVisible()
  })

  it('says what a virtual sports bet was in words: the pick, the market, a race by its horse', async () => {
    shell.code = 'EN'
    const round = callExamples.betHistory.response.items[0]!
    const wallet = setUpWallet({
      answer: (path) =>
        path === '/api/wallet/bet_history'
          ? json({
              ...ok,
              items: [
                {
                  ...round,
                  round_id: 'R2',
                  bet_type: 'single',
                  home_away: 'draw',
                  criteria1: '1x2',
                  home_team_name: 'Manila Eagles',
                  away_team_name: 'Hanoi Tigers',
                  team_names: {},
                },
                {
                  ...round,
                  round_id: 'R3',
                  bet_type: 'single',
                  home_away: '3',
                  criteria1: 'winner',
                  home_team_name: 'Jade Emperor',
                  away_team_name: '',
                  team_names: { EN: { home_team_name: 'Jade Emperor', away_team_name: '' } },
                },
              ],
              total: 2,
            })
          : undefined,
    })
    wallet.render(<BetHistoryPage />)
    const table = await screen.findByRole('table')
    expect(await within(table).findByText('Manila Eagles vs Hanoi Tigers')).toBeVisible()
    expect(within(table).getByText('Single · Draw · Match result')).toBeVisible()
    expect(within(table).getByText('Jade Emperor')).toBeVisible()
    expect(within(table).getByText('Single · Runner 3 · Winner')).toBeVisible()
  })
})
