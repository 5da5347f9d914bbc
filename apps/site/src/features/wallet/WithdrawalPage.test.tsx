import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { userAtom } from '@lobbykit/core/stores/user'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AddBankPage } from './AddBankPage'
import { BankDetailsPage } from './BankDetailsPage'
import { WithdrawalPage } from './WithdrawalPage'
import { click, json, ok, setUpWallet, type } from './walletTestKit'

const shell = vi.hoisted(() => ({ currency: 'PHP', navigate: vi.fn() }))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => shell.navigate }))
vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: shell.currency } }) }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))

const bdo = {
  bank_account_id: 3,
  bank_code: 'BDO',
  bank_name: 'BDO Unibank',
  holder_name: 'Demo Player',
  account_no_masked: '****6789',
  is_default: true,
}
const bpi = {
  ...bdo,
  bank_account_id: 4,
  bank_code: 'BPI',
  bank_name: 'BPI',
  account_no_masked: '****1234',
  is_default: false,
}
const banks = [
  { bank_code: 'BDO', bank_name: 'BDO Unibank' },
  { bank_code: 'BPI', bank_name: 'BPI' },
]
const bankList = (accounts: unknown[], max = 5) => json({ ...ok, banks, accounts, max_accounts: max })

// The contract's example answer: a pending withdrawal of ₱200.00 to BDO ****6789.
const pendingItem = callExamples.transactions.response.items[0]!

describe('withdrawal page', () => {
  it('refuses more than the balance before calling, in the currency of the site', async () => {
    const wallet = setUpWallet({
      balance: 150_000,
      answer: (path) => {
        if (path === '/api/wallet/bank_list') return bankList([bdo, bpi])
        if (path === '/api/wallet/transactions') return json({ ...ok, items: [], total: 0 })
      },
    })
    wallet.render(<WithdrawalPage />)
    expect(await screen.findByText('Up to your balance, ₱1,500.00')).toBeVisible()
    expect(
      (screen.getByRole('radio', { name: /BDO Unibank \*\*\*\*6789/ }) as HTMLInputElement).checked,
    ).toBe(true)
    type('Amount', '1500.01')
    click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByText('You can withdraw at most your balance, ₱1,500.00.')).toBeVisible()
    expect(wallet.sent('/api/wallet/withdraw')).toEqual([])
  })

  it('holds a withdrawal as pending, says what happens next, and cancels it back into the balance', async () => {
    let withdrawn = false
    let cancelled = false
    const wallet = setUpWallet({
      balance: 200_000,
      answer: (path) => {
        if (path === '/api/wallet/bank_list') return bankList([bdo, bpi])
        if (path === '/api/wallet/transactions')
          return json({
            ...ok,
            items: withdrawn && !cancelled ? [pendingItem] : [],
            total: withdrawn && !cancelled ? 1 : 0,
          })
        if (path === '/api/wallet/withdraw') {
          withdrawn = true
          return json({ ...ok, transaction_id: 42, status: 'pending', balance: 180_000 })
        }
        if (path === '/api/wallet/cancel_withdrawal') {
          cancelled = true
          return json({ ...ok, transaction_id: 42, status: 'cancelled', balance: 200_000 })
        }
        if (path === '/api/auth/get_balance')
          return json({
            ...ok,
            game_balance: cancelled ? 200_000 : 180_000,
            game_token: 0,
            minigame: { frozen_token: 0, token_balance: 0 },
          })
      },
    })
    wallet.render(<WithdrawalPage />)
    await screen.findByLabelText('Amount')
    click(screen.getByRole('radio', { name: /BPI \*\*\*\*1234/ }))
    type('Amount', '200')
    click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByText('Withdrawal of ₱200.00 to BPI ****1234 requested')).toBeVisible()
    expect(screen.getByText(/^What happens next: we check it and pay it to your bank account/)).toBeVisible()
    expect(screen.getByText(/your balance is ₱1,800\.00/)).toBeVisible()
    expect(wallet.sent('/api/wallet/withdraw')).toEqual([
      expect.objectContaining({ bank_account_id: 4, amount: 20_000, request_id: expect.any(String) }),
    ])
    await waitFor(() => expect(wallet.store.get(userAtom).game.balance).toBe(180_000))

    const pending = await screen.findByRole('region', { name: 'Pending withdrawals' })
    expect(within(pending).getByText('₱200.00 to BDO Unibank ****6789')).toBeVisible()
    expect(within(pending).getByText(/^Pending: we pay it to your bank account by about/)).toBeVisible()
    click(within(pending).getByRole('button', { name: 'Cancel withdrawal' }))
    expect(await screen.findByText('Withdrawal cancelled: ₱200.00 is back in your balance.')).toBeVisible()
    expect(wallet.sent('/api/wallet/cancel_withdrawal')).toEqual([
      expect.objectContaining({ transaction_id: 42 }),
    ])
    await waitFor(() => expect(wallet.store.get(userAtom).game.balance).toBe(200_000))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pending withdrawals' })).toBeNull())
  })

  it('sends a player without a bank account to add one', async () => {
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/wallet/bank_list') return bankList([])
        if (path === '/api/wallet/transactions') return json({ ...ok, items: [], total: 0 })
      },
    })
    wallet.render(<WithdrawalPage />)
    expect((await screen.findByRole('link', { name: 'Add a bank account' })).getAttribute('href')).toBe(
      '/add-bank',
    )
  })
})

describe('withdrawal page with an active deposit bonus', () => {
  // The contract's example: a ₱200.00 bonus with ₱185.00 left of it, ₱1,500.00 of ₱4,000.00 wagered.
  const offers = callExamples.bonusOffers.response

  it('says what a withdrawal forfeits and sends it only once the player agrees', async () => {
    const wallet = setUpWallet({
      balance: 150_000,
      answer: (path) => {
        if (path === '/api/wallet/bank_list') return bankList([bdo])
        if (path === '/api/wallet/transactions') return json({ ...ok, items: [], total: 0 })
        if (path === '/api/bonus/offers') return json(offers)
        if (path === '/api/wallet/withdraw')
          return json({ ...ok, transaction_id: 43, status: 'pending', balance: 100_000 })
      },
    })
    wallet.render(<WithdrawalPage />)
    const question = await screen.findByRole('group', { name: 'Your active bonus' })
    expect(
      within(question).getByText(/Withdrawing now forfeits your bonus balance of ₱185\.00/),
    ).toBeVisible()
    expect(
      within(question).getByText(
        'Bet ₱2,500.00 more on Slots or Fishing and your bonus of ₱185.00 turns into cash.',
      ),
    ).toBeVisible()
    expect(screen.getByText('Bonus balance')).toBeVisible()
    type('Amount', '500')
    click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(
      await screen.findByText(
        'Tick the box to forfeit your bonus, or keep playing until its wagering is complete.',
      ),
    ).toBeVisible()
    expect(wallet.sent('/api/wallet/withdraw')).toEqual([])

    click(screen.getByRole('checkbox', { name: 'Forfeit my bonus of ₱185.00 and withdraw' }))
    click(screen.getByRole('button', { name: 'Withdraw' }))
    await waitFor(() => expect(wallet.sent('/api/wallet/withdraw')).toHaveLength(1))
    expect(wallet.sent('/api/wallet/withdraw')[0]).toMatchObject({
      amount: 50_000,
      accept_bonus_forfeit: true,
    })
  })

  it('asks nothing and sends no forfeit without an active bonus', async () => {
    const wallet = setUpWallet({
      balance: 150_000,
      answer: (path) => {
        if (path === '/api/wallet/bank_list') return bankList([bdo])
        if (path === '/api/wallet/transactions') return json({ ...ok, items: [], total: 0 })
        if (path === '/api/bonus/offers') return json({ ...offers, bonus: null })
        if (path === '/api/wallet/withdraw')
          return json({ ...ok, transaction_id: 44, status: 'pending', balance: 100_000 })
      },
    })
    wallet.render(<WithdrawalPage />)
    await screen.findByText('Up to your balance, ₱1,500.00')
    type('Amount', '500')
    click(screen.getByRole('button', { name: 'Withdraw' }))
    await waitFor(() => expect(wallet.sent('/api/wallet/withdraw')).toHaveLength(1))
    expect(wallet.sent('/api/wallet/withdraw')[0]).not.toHaveProperty('accept_bonus_forfeit')
    expect(screen.queryByRole('group', { name: 'Your active bonus' })).toBeNull()
  })
})

describe('bank details page', () => {
  it('lists accounts masked with the default marked, and links to add one', async () => {
    const wallet = setUpWallet({
      answer: (path) => (path === '/api/wallet/bank_list' ? bankList([bdo, bpi]) : undefined),
    })
    wallet.render(<BankDetailsPage />)
    const list = await screen.findByRole('list', { name: 'Your bank accounts' })
    expect(within(list).getByText('****6789')).toBeVisible()
    expect(within(list).getByText('****1234')).toBeVisible()
    expect(within(list).getAllByText('Default')).toHaveLength(1)
    expect(screen.getByText('2 of 5 accounts')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Add a bank account' }).getAttribute('href')).toBe('/add-bank')
  })
})

describe('add bank page', () => {
  it('keeps the holder name to letters and the number to digits, and checks them before calling', async () => {
    const wallet = setUpWallet({
      answer: (path) => (path === '/api/wallet/bank_list' ? bankList([bdo]) : undefined),
    })
    wallet.render(<AddBankPage />)
    await screen.findByLabelText('Bank')
    type("Account holder's name", 'Juan2 Cruz!')
    type('Account number', '12-34a5')
    expect((screen.getByLabelText("Account holder's name") as HTMLInputElement).value).toBe('Juan Cruz')
    expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe('12345')
    click(screen.getByRole('button', { name: 'Add bank account' }))
    expect(await screen.findByText('Choose your bank.')).toBeVisible()
    expect(screen.getByText('Enter 6 to 20 digits.')).toBeVisible()
    expect(wallet.sent('/api/wallet/add_bank')).toEqual([])
  })

  it('says a duplicate is refused and keeps what was typed; a new one goes to the list', async () => {
    let duplicate = true
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/wallet/bank_list') return bankList([bdo])
        if (path === '/api/wallet/add_bank')
          return duplicate
            ? json({ statusCode: 0, message: 'bankAccountExists' }, 409)
            : json({ ...ok, bank_account_id: 5, accounts: [bdo] })
      },
    })
    wallet.render(<AddBankPage />)
    await screen.findByLabelText('Bank')
    type('Bank', 'BDO')
    type("Account holder's name", '  Demo   Player ')
    type('Account number', '001234566789')
    click(screen.getByRole('button', { name: 'Add bank account' }))
    expect(await screen.findByText('This bank account is already on your list.')).toBeVisible()
    expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe('001234566789')
    expect(wallet.sent('/api/wallet/add_bank')).toEqual([
      expect.objectContaining({ bank_code: 'BDO', holder_name: 'Demo Player', account_no: '001234566789' }),
    ])
    duplicate = false
    type('Bank', 'BPI')
    click(screen.getByRole('button', { name: 'Add bank account' }))
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith({ href: '/bank-details' }))
  })

  it('offers no form once the most accounts are on file', async () => {
    const wallet = setUpWallet({
      answer: (path) => (path === '/api/wallet/bank_list' ? bankList([bdo, bpi], 2) : undefined),
    })
    wallet.render(<AddBankPage />)
    expect(await screen.findByText('You already have the most bank accounts allowed.')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Add bank account' })).toBeNull()
  })
})
