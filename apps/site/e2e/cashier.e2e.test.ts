import { mkdirSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, productAndBrowserPerFile, untilHydrated } from './harness'
import { expectHeaderBalance, fact, tableRows } from './reading'

/**
 * The player's money journey (issue 14): sign up with a texted code, sign in, deposit, withdraw to a new bank
 * account, cancel, withdraw again, read it all back in the histories, hit a deposit limit, and replace a
 * forgotten password, on two templates and currencies at phone width. Every figure is written out in the
 * tenant's currency format, so a wrong minor unit (VND has none) or a stale header shows as a failure.
 */

const env = productAndBrowserPerFile()

/** Set E2E_SCREENSHOTS to a folder to keep a picture of each step at 390 and 1440 px. */
const shotsDir = process.env.E2E_SCREENSHOTS

interface Money {
  /** What the player types in an amount field. */
  typed: string
  /** The same amount as the site shows it, in English. */
  shown: string
}

interface Tenant {
  domain: string
  template: string
  /** How a visitor signs in: the /login page, or the header's dialog (the guard opens it on home too). */
  login: 'page' | 'dialog'
  player: { accountId: string; phone: string; password: string; newPassword: string; holder: string }
  bank: { name: string; number: string; masked: string }
  zero: string
  deposit: Money
  firstWithdrawal: Money
  secondWithdrawal: Money
  /** The balance after each movement. */
  afterDeposit: string
  afterFirstWithdrawal: string
  afterSecondWithdrawal: string
  /** [signed amount, balance after] of the statement's lines, newest first. */
  statement: [kind: string, amount: string, balance: string][]
  limit: Money
  overLimit: Money
  /** What the deposit over the daily limit is told. */
  refusal: string
}

const tenants: Tenant[] = [
  {
    // template3, VND (no minor unit), Vietnamese by default: the /en prefix keeps the labels English.
    domain: 'casino3.localhost',
    template: 'template3',
    login: 'page',
    player: {
      accountId: 'cashier_vnd',
      phone: '84901234567',
      password: 'first1234',
      newPassword: 'second5678',
      holder: 'Nguyen Van An',
    },
    bank: { name: 'Vietcombank', number: '0071000123456', masked: '****3456' },
    zero: '₫0',
    deposit: { typed: '1500000', shown: '₫1,500,000' },
    // A phone keypad may offer only '.', which in an amount without decimals is a thousands mark.
    firstWithdrawal: { typed: '200.000', shown: '₫200,000' },
    secondWithdrawal: { typed: '300000', shown: '₫300,000' },
    afterDeposit: '₫1,500,000',
    afterFirstWithdrawal: '₫1,300,000',
    afterSecondWithdrawal: '₫1,200,000',
    statement: [
      ['Withdrawal', '-₫300,000', '₫1,200,000'],
      ['Withdrawal returned', '+₫200,000', '₫1,500,000'],
      ['Withdrawal', '-₫200,000', '₫1,300,000'],
      ['Deposit', '+₫1,500,000', '₫1,500,000'],
    ],
    limit: { typed: '2000000', shown: '₫2,000,000' },
    overLimit: { typed: '600000', shown: '₫600,000' },
    refusal:
      'This deposit would go over your daily deposit limit of ₫2,000,000. You can still deposit ₫500,000.',
  },
  {
    // template11, PHP (centavos); its guard and header open a login dialog on home, not a /login page.
    domain: 'slot2.localhost',
    template: 'template11',
    login: 'dialog',
    player: {
      accountId: 'cashier_php',
      phone: '639171234567',
      password: 'first1234',
      newPassword: 'second5678',
      holder: 'Juan Dela Cruz',
    },
    bank: { name: 'BDO Unibank', number: '001234509876', masked: '****9876' },
    zero: '₱0.00',
    deposit: { typed: '1500.50', shown: '₱1,500.50' },
    firstWithdrawal: { typed: '200.25', shown: '₱200.25' },
    secondWithdrawal: { typed: '300', shown: '₱300.00' },
    afterDeposit: '₱1,500.50',
    afterFirstWithdrawal: '₱1,300.25',
    afterSecondWithdrawal: '₱1,200.50',
    statement: [
      ['Withdrawal', '-₱300.00', '₱1,200.50'],
      ['Withdrawal returned', '+₱200.25', '₱1,500.50'],
      ['Withdrawal', '-₱200.25', '₱1,300.25'],
      ['Deposit', '+₱1,500.50', '₱1,500.50'],
    ],
    limit: { typed: '2000', shown: '₱2,000.00' },
    overLimit: { typed: '600', shown: '₱600.00' },
    refusal:
      'This deposit would go over your daily deposit limit of ₱2,000.00. You can still deposit ₱499.50.',
  },
]

const signedIn = (page: Page, state: 'signed-in' | 'visitor' = 'signed-in') =>
  page.waitForFunction((want) => document.documentElement.dataset.session === want, state, {
    timeout: 15_000,
  })

async function shot(page: Page, name: string) {
  if (!shotsDir) return
  mkdirSync(shotsDir, { recursive: true })
  const size = page.viewportSize() ?? { width: 390, height: 844 }
  await page.screenshot({ path: `${shotsDir}/${name}-${size.width}.png`, fullPage: true })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.screenshot({ path: `${shotsDir}/${name}-1440.png`, fullPage: true })
  await page.setViewportSize(size)
}

/** Opens the login form where this template has it: its /login page, or the dialog of its header button. */
async function openLogin(page: Page, origin: string, tenant: Tenant): Promise<Locator> {
  if (tenant.login === 'page') {
    await page.goto(`${origin}/en/login`)
    return page.locator('form[data-form="login"]')
  }
  await page.goto(`${origin}/en`)
  await page.locator(`[data-layout="${tenant.template}"]`).waitFor()
  await untilHydrated(page)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^log in$/i })
    .first()
    .click()
  return page.getByRole('dialog', { name: /log in/i }).locator('form[data-form="login"]')
}

async function fillLogin(form: Locator, accountId: string, password: string) {
  await form.getByLabel('Account ID').fill(accountId)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Log in' }).click()
}

/**
 * Runs `steps` in a fresh browser context at phone width with bounded waits; with E2E_SCREENSHOTS set, a
 * failure leaves a picture of where the page was.
 */
async function inFreshBrowser(name: string, steps: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(env.browser, 390)
  context.setDefaultTimeout(15_000)
  try {
    await steps(page)
  } catch (error) {
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}-failed.png`, fullPage: true })
    throw error
  } finally {
    await context.close()
  }
}

/** Sign-up: the details, then the code texted to the phone (read from the outbox); the account opens signed in. */
async function signUp(page: Page, origin: string, tenant: Tenant) {
  const { player } = tenant
  await page.goto(`${origin}/en/register`)
  const form = page.locator('form[data-form="register"]')
  await form.getByLabel('Account ID').fill(player.accountId)
  await form.getByLabel('Password', { exact: true }).fill(player.password)
  await form.getByLabel('Mobile number').fill(player.phone)
  await form.getByRole('checkbox', { name: /18 or older/ }).check()
  await shot(page, `${tenant.template}-register`)
  const code = await env.product.codeSentTo(player.phone, () =>
    form.getByRole('button', { name: 'Create account' }).click(),
  )
  const step = page.locator('form[data-form="register-code"]')
  await step.getByText(`We have sent a 6-digit code to ${player.phone}.`).waitFor()
  await step.getByLabel('Code from the text message').fill(code)
  await step.getByRole('button', { name: 'Verify and create account' }).click()
  await signedIn(page)
  await expectHeaderBalance(page, tenant.zero)
}

describe.each(tenants)('the cashier journey on $domain ($template)', (tenant) => {
  it('signs up, moves money, reads it back, hits a limit and resets the password', async () => {
    const origin = env.product.origin(tenant.domain)
    await inFreshBrowser(`${tenant.template}-sign-up`, (page) => signUp(page, origin, tenant))
    await inFreshBrowser(tenant.template, (page) => journey(page, origin, tenant))
  })
})

async function journey(page: Page, origin: string, tenant: Tenant) {
  const { player } = tenant
  // Sign in, in a browser that has never seen the account: /deposit sends the visitor to the template's login
  // (its page, or home and its dialog), and signing in comes back to /deposit.
  await page.goto(`${origin}/en/deposit`)
  const guardLogin =
    tenant.login === 'page'
      ? page.locator('form[data-form="login"]')
      : page.getByRole('dialog', { name: /log in/i }).locator('form[data-form="login"]')
  await fillLogin(guardLogin, player.accountId, player.password)
  await signedIn(page)
  await page.waitForURL(/\/deposit$/)
  await expectHeaderBalance(page, tenant.zero)

  // Deposit with the instant method: credited at once, and the header shows it without a reload.
  const deposit = page.locator('form[data-form="deposit"]')
  await deposit.getByRole('radio', { name: /Instant demo top-up/ }).check()
  await deposit.getByLabel('Amount', { exact: true }).fill(tenant.deposit.typed)
  await shot(page, `${tenant.template}-deposit`)
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click()
  await page.getByText(`Deposit received: ${tenant.deposit.shown} added to your balance`).waitFor()
  await page.getByText(`Your balance is now ${tenant.afterDeposit}.`).waitFor()
  await expectHeaderBalance(page, tenant.afterDeposit)
  await shot(page, `${tenant.template}-deposited`)

  // Add a bank account: the bank list opens with it, masked.
  await page.goto(`${origin}/en/add-bank`)
  const addBank = page.locator('form[data-form="add-bank"]')
  await addBank.getByLabel('Bank', { exact: true }).selectOption({ label: tenant.bank.name })
  await addBank.getByLabel("Account holder's name").fill(player.holder)
  await addBank.getByLabel('Account number').fill(tenant.bank.number)
  await shot(page, `${tenant.template}-add-bank`)
  await addBank.getByRole('button', { name: 'Add bank account' }).click()
  // An English-speaking tenant drops the /en prefix of its own language from the links it makes.
  await page.waitForURL(/\/bank-details$/)
  await page
    .getByRole('list', { name: 'Your bank accounts' })
    .getByRole('listitem')
    .filter({ hasText: tenant.bank.name })
    .filter({ hasText: tenant.bank.masked })
    .filter({ hasText: player.holder })
    .waitFor()
  await shot(page, `${tenant.template}-bank-details`)

  // Withdraw: the amount leaves the balance at once and waits, pending, with a way to cancel it.
  const account = `${tenant.bank.name} ${tenant.bank.masked}`
  const withdraw = async (amount: Money, after: string) => {
    const form = page.locator('form[data-form="withdrawal"]')
    expect(await form.getByRole('radio', { name: account }).isChecked()).toBe(true)
    await form.getByLabel('Amount', { exact: true }).fill(amount.typed)
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await page.getByText(`Withdrawal of ${amount.shown} to ${account} requested`).waitFor()
    await expectHeaderBalance(page, after)
  }
  await page.goto(`${origin}/en/withdrawal`)
  await withdraw(tenant.firstWithdrawal, tenant.afterFirstWithdrawal)
  const pending = page.getByRole('region', { name: 'Pending withdrawals' })
  const first = pending
    .getByRole('listitem')
    .filter({ hasText: `${tenant.firstWithdrawal.shown} to ${account}` })
  await shot(page, `${tenant.template}-withdrawal-pending`)

  // Cancel it while pending: the money comes back.
  await first.getByRole('button', { name: 'Cancel withdrawal' }).click()
  await page
    .getByText(`Withdrawal cancelled: ${tenant.firstWithdrawal.shown} is back in your balance.`)
    .waitFor()
  await expectHeaderBalance(page, tenant.afterDeposit)
  await first.waitFor({ state: 'detached' })

  // Withdraw again, and leave it pending.
  await withdraw(tenant.secondWithdrawal, tenant.afterSecondWithdrawal)
  await pending
    .getByRole('listitem')
    .filter({ hasText: `${tenant.secondWithdrawal.shown} to ${account}` })
    .waitFor()

  // Transaction history: each movement, newest first, with its state.
  await page.goto(`${origin}/en/transaction-history`)
  const transactions = page.getByRole('table', { name: 'Deposits and withdrawals' })
  await expect.poll(() => transactions.locator('tbody tr').count(), { timeout: 10_000 }).toBe(3)
  await expect
    .poll(async () =>
      (await tableRows(transactions)).map(([, type, amount, , status]) => [type, amount, status]),
    )
    .toEqual([
      [
        `Withdrawal | ${account}`,
        tenant.secondWithdrawal.shown,
        expect.stringMatching(/^Pending \| Expected by about /),
      ],
      [`Withdrawal | ${account}`, tenant.firstWithdrawal.shown, 'Cancelled'],
      ['Deposit | Instant demo top-up', tenant.deposit.shown, 'Approved'],
    ])
  await page.getByText('3 entries').waitFor()
  await shot(page, `${tenant.template}-transaction-history`)

  // Statement: every change of the balance with the running balance after it.
  await page.goto(`${origin}/en/statement`)
  const statement = page.getByRole('table', { name: 'Every change of your balance' })
  const lines = async () =>
    (await tableRows(statement)).map(([, kind, amount, balance]) => [kind, amount, balance])
  await expect.poll(lines, { timeout: 10_000 }).toEqual(tenant.statement)
  await page.getByText('4 entries').waitFor()
  expect(await fact(page, 'Balance before')).toBe(tenant.zero)
  expect(await fact(page, 'Balance after')).toBe(tenant.afterSecondWithdrawal)
  await shot(page, `${tenant.template}-statement`)

  // A daily deposit limit applies at once; a deposit above what is left is refused, and says why.
  await page.goto(`${origin}/en/responsible-gaming`)
  const limitForm = page.locator('form[data-form="deposit-limit"]')
  await limitForm.getByLabel('Limit', { exact: true }).selectOption('day')
  await limitForm.getByLabel('New limit').fill(tenant.limit.typed)
  await limitForm.getByRole('button', { name: 'Save limit' }).click()
  await limitForm.getByText(`Daily limit is now ${tenant.limit.shown}.`).waitFor()
  await shot(page, `${tenant.template}-deposit-limit`)
  await page.goto(`${origin}/en/deposit`)
  await deposit.getByRole('radio', { name: /Instant demo top-up/ }).check()
  await deposit.getByLabel('Amount', { exact: true }).fill(tenant.overLimit.typed)
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click()
  expect(await deposit.getByRole('alert').textContent({ timeout: 10_000 })).toBe(tenant.refusal)
  await shot(page, `${tenant.template}-deposit-refused`)
  await expectHeaderBalance(page, tenant.afterSecondWithdrawal)

  // Sign out from the header.
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await signedIn(page, 'visitor')

  // Forgot password: from the login form, a reset code texted to the phone and a new password.
  const login = await openLogin(page, origin, tenant)
  await login.getByText('Forgot password?').click()
  await page.waitForURL(/\/forgot-password$/)
  const forgot = page.locator('form[data-form="forgot-password"]')
  await forgot.getByLabel('Account ID').fill(player.accountId)
  await forgot.getByLabel('Phone number').fill(player.phone)
  const resetCode = await env.product.codeSentTo(player.phone, () =>
    forgot.getByRole('button', { name: 'Send me a code' }).click(),
  )
  const reset = page.locator('form[data-form="reset-password"]')
  await reset.getByLabel('Code from the text message').fill(resetCode)
  await reset.getByLabel('New password', { exact: true }).fill(player.newPassword)
  await reset.getByLabel('Repeat the new password').fill(player.newPassword)
  await shot(page, `${tenant.template}-reset-password`)
  await reset.getByRole('button', { name: 'Set new password' }).click()
  await page.waitForURL(/\/login$/)

  // The old password no longer opens the account; the new one does, with the balance where it was.
  const again = await openLogin(page, origin, tenant)
  await fillLogin(again, player.accountId, player.password)
  const wrong = page.getByRole('dialog', { name: 'Something went wrong' })
  await wrong.getByText('Wrong account ID or password.').waitFor()
  await wrong.getByRole('button', { name: 'OK' }).click()
  await wrong.waitFor({ state: 'detached' })
  expect(await page.evaluate(() => document.documentElement.dataset.session)).toBe('visitor')
  await again.getByLabel('Password', { exact: true }).fill(player.newPassword)
  await again.getByRole('button', { name: 'Log in' }).click()
  await signedIn(page)
  await expectHeaderBalance(page, tenant.afterSecondWithdrawal)
}
