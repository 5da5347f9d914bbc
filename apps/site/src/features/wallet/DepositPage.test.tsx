import { userAtom } from '@lobbykit/core/stores/user'
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DepositPage } from './DepositPage'
import { click, json, ok, setUpWallet, type } from './walletTestKit'

const shell = vi.hoisted(() => ({ currency: 'VND', code: 'EN' }))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }))
vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: shell.currency } }) }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: shell.code, lang: undefined, href: (path: string) => path }),
}))

const instant = {
  method_id: 1,
  name: 'Instant top-up',
  min_amount: 10_000,
  max_amount: 5_000_000,
  fee: 0,
  eta_minutes: 0,
  needs_approval: false,
}
const approval = {
  method_id: 2,
  name: 'Bank transfer',
  min_amount: 10_000,
  max_amount: 50_000_000,
  fee: 500,
  eta_minutes: 30,
  needs_approval: true,
}
const methods = (list: unknown[]) => json({ ...ok, methods: list })

beforeEach(() => {
  shell.currency = 'VND'
})

describe('deposit page', () => {
  it('shows a VND method without decimals and refuses decimals VND has not, before calling', async () => {
    const wallet = setUpWallet({
      answer: (path) => (path === '/api/wallet/deposit_methods' ? methods([instant]) : undefined),
    })
    wallet.render(<DepositPage />)
    expect(await screen.findAllByText('From ₫10,000 to ₫5,000,000')).toHaveLength(2)
    expect(screen.getByText('Credited at once')).toBeVisible()
    type('Amount', '150.5')
    click(screen.getByRole('button', { name: 'Deposit' }))
    expect(await screen.findByText('Enter a whole amount without decimals, like ₫123,456.')).toBeVisible()
    type('Amount', '5000')
    click(screen.getByRole('button', { name: 'Deposit' }))
    expect(await screen.findByText('The smallest amount is ₫10,000.')).toBeVisible()
    expect(wallet.sent('/api/wallet/deposit')).toEqual([])
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('5000')
  })

  it('credits an instant deposit and shows the new balance, in the header store too', async () => {
    const wallet = setUpWallet({
      balance: 200_000,
      answer: (path) => {
        if (path === '/api/wallet/deposit_methods') return methods([instant])
        if (path === '/api/wallet/deposit')
          return json({ ...ok, transaction_id: 9, status: 'approved', balance: 250_000 })
        if (path === '/api/auth/get_balance')
          return json({
            ...ok,
            game_balance: 250_000,
            game_token: 3,
            minigame: { frozen_token: 0, token_balance: 0 },
          })
      },
    })
    wallet.render(<DepositPage />)
    await screen.findByLabelText('Amount')
    type('Amount', '50.000')
    click(screen.getByRole('button', { name: 'Deposit' }))
    expect(await screen.findByText('Deposit received: ₫50,000 added to your balance')).toBeVisible()
    expect(screen.getByText('Your balance is now ₫250,000.')).toBeVisible()
    expect(wallet.sent('/api/wallet/deposit')).toEqual([
      expect.objectContaining({
        method_id: 1,
        amount: 50_000,
        request_id: expect.stringMatching(/^[\w-]{8,64}$/),
      }),
    ])
    await waitFor(() =>
      expect(wallet.store.get(userAtom).game).toEqual({ balance: 250_000, token: 3, bonus: 0 }),
    )
    // The summary's game tokens are a count, never money.
    expect(screen.getByText('Game tokens').nextElementSibling?.textContent).toBe('3')
  })

  it('says what happens next and roughly when for a method an operator approves (PHP, 2 decimals)', async () => {
    shell.currency = 'PHP'
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/wallet/deposit_methods') return methods([instant, approval])
        if (path === '/api/wallet/deposit')
          return json({ ...ok, transaction_id: 10, status: 'pending', balance: 200_000 })
      },
    })
    wallet.render(<DepositPage />)
    expect(await screen.findByText('From ₱100.00 to ₱500,000.00')).toBeVisible()
    expect(screen.getByText('Fee ₱5.00')).toBeVisible()
    expect(screen.getByText('Approved in about 30 minutes')).toBeVisible()
    click(screen.getByRole('radio', { name: /Bank transfer/ }))
    type('Amount', '1,500.50')
    click(screen.getByRole('button', { name: 'Deposit' }))
    expect(await screen.findByText('Your deposit of ₱1,500.50 is waiting for approval')).toBeVisible()
    expect(
      screen.getByText(/^What happens next: our team checks your payment\. Once it is approved, ₱1,495\.50/),
    ).toBeTruthy()
    expect(screen.getByText(/Approved in about 30 minutes, so by about/)).toBeVisible()
    expect(wallet.sent('/api/wallet/deposit')).toEqual([
      expect.objectContaining({ method_id: 2, amount: 150_050 }),
    ])
  })

  it('sends the same request_id again after a lost connection, and a new one for the next deposit', async () => {
    let attempt = 0
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/wallet/deposit_methods') return methods([instant])
        if (path === '/api/wallet/deposit') {
          attempt += 1
          if (attempt === 1) throw new TypeError('Failed to fetch')
          return json({ ...ok, transaction_id: 11, status: 'approved', balance: 260_000 })
        }
      },
    })
    wallet.render(<DepositPage />)
    await screen.findByLabelText('Amount')
    type('Amount', '60000')
    click(screen.getByRole('button', { name: 'Deposit' }))
    expect(
      await screen.findByText('We could not complete your request. Please try again in a moment.'),
    ).toBeTruthy()
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('60000')
    click(screen.getByRole('button', { name: 'Deposit' }))
    expect(await screen.findByText('Deposit received: ₫60,000 added to your balance')).toBeVisible()
    type('Amount', '60000')
    click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(wallet.sent('/api/wallet/deposit')).toHaveLength(3))
    const [first, retry, next] = wallet.sent('/api/wallet/deposit').map((body) => body.request_id)
    expect(retry).toBe(first)
    expect(next).not.toBe(first)
  })

  it('says which limit a refused deposit would pass and what may still be deposited', async () => {
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/wallet/deposit_methods') return methods([instant])
        if (path === '/api/wallet/deposit')
          return json(
            {
              statusCode: 0,
              message: 'depositLimitExceeded',
              period: 'day',
              limit: 100_000,
              remaining: 20_000,
            },
            403,
          )
      },
    })
    wallet.render(<DepositPage />)
    await screen.findByLabelText('Amount')
    type('Amount', '50000')
    click(screen.getByRole('button', { name: 'Deposit' }))
    expect(
      await screen.findByText(
        'This deposit would go over your daily deposit limit of ₫100,000. You can still deposit ₫20,000.',
      ),
    ).toBeTruthy()
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('50000')
    expect(wallet.runtime.handleError).not.toHaveBeenCalled()
  })

  it('hands an ended session to the session-expired flow', async () => {
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/wallet/deposit_methods') return methods([instant])
        if (path === '/api/wallet/deposit') return json({ statusCode: 0, message: 'sessionExpired' }, 401)
      },
    })
    wallet.render(<DepositPage />)
    await screen.findByLabelText('Amount')
    type('Amount', '50000')
    click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() =>
      expect(wallet.runtime.handleError).toHaveBeenCalledWith({ statusCode: 0, message: 'sessionExpired' }),
    )
  })
})
