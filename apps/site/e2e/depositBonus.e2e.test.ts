import { mkdirSync } from 'node:fs'
import type { FrameLocator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, productAndBrowserPerFile } from './harness'
import { expectHeaderBalance, fact, tableRows } from './reading'
import { signUpWithCode } from './session'

/**
 * The deposit bonus journey (docs/product.md#deposit-bonus), in Chromium at phone width on slot2 (PHP), for a player
 * of its own who signs up here: they opt in to the demo offer `welcome-100` on /promotions (100 % of a deposit up to
 * ₱500, from ₱100, staked 20 times on slots or fishing), deposit ₱100 and get a ₱100 bonus with ₱2,000 to wager;
 * /withdrawal then asks before it forfeits the bonus and sends nothing unasked. They top up ₱1,900 of cash and play
 * Lucky Fives (a slot, so every stake counts) in its real game window: a ₱1,000 spin (all cash, half the wagering),
 * then a spin of their cash plus ₱50, which draws the last ₱50 from the bonus and completes the wagering. The
 * outcomes are the server's random draws, but the stakes are chosen from what the player holds, so nothing can bust
 * and the wagering completes in exactly two rounds whatever the reels show; every figure after a round is worked out
 * from the win the game itself shows. The ₱50 left of the bonus turns into cash ("Bonus turned into cash" on the
 * statement), the open bonus leaves /promotions, and the whole cash is withdrawn with no forfeit question.
 */

const env = productAndBrowserPerFile()

/** Set E2E_SCREENSHOTS to a folder to keep a picture of the page where a failure left it. */
const shotsDir = process.env.E2E_SCREENSHOTS

const tenant = { domain: 'slot2.localhost', zero: '₱0.00' }
/** Used by no other e2e file: each file has its own database, but a failure then names one journey. */
const player = {
  accountId: 'bonus_php',
  phone: '639175550303',
  password: 'bonus1234',
  holder: 'Maria Santos',
}
const bank = { name: 'BDO Unibank', number: '004455667788', masked: '****7788' }
const account = `${bank.name} ${bank.masked}`
const offer = { title: '100% deposit bonus', headline: '100% of your next deposit as bonus, up to ₱500.00' }

/** Centavos as the site writes them in English: ₱1,234.50. */
const peso = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
/** Centavos as a player types them in an amount field: 1234.50. */
const typed = (centavos: number) => (centavos / 100).toFixed(2)
/** ₱1,234.50 back to centavos. */
const centavosOf = (shown: string) => Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100)

/** /promotions: the player's open bonus (a region), and the offer's card in the list of offers. */
async function promotions(page: Page, origin: string) {
  await page.goto(`${origin}/en/promotions`)
  const card = page
    .getByRole('region', { name: 'Deposit bonuses' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: offer.title }) })
  await card.waitFor()
  return { yours: page.getByRole('region', { name: 'Your bonus' }), card }
}

/** Where the open bonus stands: its sentence and, while it is active, the wagering bar. */
async function expectActiveBonus(page: Page, origin: string, left: number, held: number, percent: number) {
  const { yours, card } = await promotions(page, origin)
  await yours
    .getByRole('status')
    .filter({
      hasText: `Bet ${peso(left)} more on Slots or Fishing and your bonus of ${peso(held)} turns into cash.`,
    })
    .waitFor()
  const bar = yours.getByRole('progressbar', { name: 'Wagering progress' })
  expect(await bar.getAttribute('aria-valuenow')).toBe(String(percent))
  expect(await bar.getAttribute('aria-valuetext')).toBe(`${peso(200_000 - left)} of ₱2,000.00 wagered`)
  // One open bonus at a time: no second opt-in while this one runs.
  expect(await card.getByRole('button', { name: `Opt in to ${offer.title}` }).count()).toBe(0)
}

/** Deposits with the instant method, credited at once. */
async function deposit(page: Page, origin: string | undefined, amount: number) {
  if (origin) await page.goto(`${origin}/en/deposit`)
  const form = page.locator('form[data-form="deposit"]')
  await form.getByRole('radio', { name: /Instant demo top-up/ }).check()
  await form.getByLabel('Amount', { exact: true }).fill(typed(amount))
  await form.getByRole('button', { name: 'Deposit', exact: true }).click()
  await page.getByText(`Deposit received: ${peso(amount)} added to your balance`).waitFor()
}

/** The balance the game's page shows on a phone, where the game covers the header: cash and bonus together. */
const pageBalance = (page: Page) =>
  page
    .getByRole('main')
    .locator('span', { hasText: /^Balance$/ })
    .first()
    .locator('xpath=following-sibling::span[1]')

/**
 * One spin of Lucky Fives at `stake`, opened from the slots lobby like a player would: the stake typed into the
 * game's own field, the round drawn by the server. The game and the page around it open at `opensAt`. Answers the
 * win the game shows and its balance after the round.
 */
async function spin(
  page: Page,
  origin: string,
  stake: number,
  opensAt: string,
): Promise<{ win: number; balance: string }> {
  await page.goto(`${origin}/en/slots`)
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Play Lucky Fives\b/ })
    .first()
    .click()
  await page.waitForURL(/\/playnow\?/)
  const frame: FrameLocator = page.frameLocator('iframe[title="Lucky Fives"]')
  // The game opens with what the player can stake: cash and bonus together.
  await expect.poll(() => frame.getByTestId('balance').textContent()).toBe(opensAt)
  await expect.poll(() => pageBalance(page).textContent()).toBe(opensAt)
  const field = frame.getByLabel('Total stake')
  await field.fill(typed(stake))
  await field.press('Enter')
  await expect.poll(() => field.inputValue()).toBe(typed(stake))
  const lastWin = frame.getByTestId('last-win')
  expect(await lastWin.textContent()).toBe('—')
  const button = frame.getByRole('button', { name: 'Spin', exact: true })
  await button.click()
  // The round is over when the game shows its win (₱0.00 for none) and the button reads Spin again.
  await expect.poll(() => lastWin.textContent(), { timeout: 20_000 }).not.toBe('—')
  await button.and(frame.locator(':enabled')).waitFor()
  expect(await frame.getByRole('alert').count(), 'the game refused the round').toBe(0)
  const said = (await frame.getByTestId('announcer').textContent()) ?? ''
  expect(said).toMatch(/^(You won ₱[\d,]+\.\d\d|No win this time)$/)
  const win = centavosOf((await lastWin.textContent()) ?? '')
  expect(said).toBe(win > 0 ? `You won ${peso(win)}` : 'No win this time')
  const balance = (await frame.getByTestId('balance').textContent()) ?? ''
  // The page around the game shows what the player can stake too, moved by the game's report.
  await expect.poll(() => pageBalance(page).textContent()).toBe(balance)
  return { win, balance }
}

describe('a deposit bonus on slot2', () => {
  it('opts in, deposits, plays until the wagering completes and withdraws the cash', async () => {
    const origin = env.product.origin(tenant.domain)
    const { context, page } = await newPage(env.browser, 390)
    context.setDefaultTimeout(15_000)
    // The reels draw the server's outcome at once.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    try {
      // Sign up with a texted code: the account opens signed in, with nothing in it.
      await page.goto(`${origin}/en/register`)
      await signUpWithCode(page, env.product, player)
      await expectHeaderBalance(page, tenant.zero)

      // The offer on /promotions: what it pays and an opt-in; after it, the bonus waits for a deposit.
      const before = await promotions(page, origin)
      await before.card.getByText(offer.headline, { exact: true }).waitFor()
      expect(await before.yours.count()).toBe(0)
      await before.card.getByRole('button', { name: `Opt in to ${offer.title}` }).click()
      await before.yours
        .getByRole('status')
        .filter({ hasText: 'You are in. Deposit at least ₱100.00 and we add your bonus.' })
        .waitFor()
      await before.yours.getByRole('heading', { name: offer.title }).waitFor()
      await before.card
        .getByRole('button', { name: `Opt in to ${offer.title}` })
        .waitFor({ state: 'detached' })

      // ₱100 in through the bonus's own link: ₱100 of bonus, ₱2,000 to wager. The header shows what the player can
      // play with, cash and bonus; the wallet pages show them apart.
      await before.yours.getByRole('link', { name: 'Deposit now' }).click()
      await page.waitForURL(/\/deposit$/)
      await deposit(page, undefined, 10_000)
      await expectHeaderBalance(page, '₱200.00')
      await expect.poll(() => fact(page, 'Cash balance')).toBe('₱100.00')
      expect(await fact(page, 'Bonus balance')).toBe('₱100.00')
      await expectActiveBonus(page, origin, 200_000, 10_000, 0)

      // A bank account to be paid to; then /withdrawal asks before it forfeits the bonus, and sends nothing unasked.
      await page.goto(`${origin}/en/add-bank`)
      const addBank = page.locator('form[data-form="add-bank"]')
      await addBank.getByLabel('Bank', { exact: true }).selectOption({ label: bank.name })
      await addBank.getByLabel("Account holder's name").fill(player.holder)
      await addBank.getByLabel('Account number').fill(bank.number)
      await addBank.getByRole('button', { name: 'Add bank account' }).click()
      await page.waitForURL(/\/bank-details$/)
      await page.goto(`${origin}/en/withdrawal`)
      const withdrawal = page.locator('form[data-form="withdrawal"]')
      const forfeit = withdrawal.getByRole('group', { name: 'Your active bonus' })
      await forfeit.getByRole('checkbox', { name: 'Forfeit my bonus of ₱100.00 and withdraw' }).waitFor()
      expect(await fact(page, 'Cash balance')).toBe('₱100.00')
      expect(await fact(page, 'Bonus balance')).toBe('₱100.00')
      await withdrawal.getByLabel('Amount', { exact: true }).fill('50')
      await withdrawal.getByRole('button', { name: 'Withdraw', exact: true }).click()
      await forfeit
        .getByRole('alert')
        .filter({
          hasText: 'Tick the box to forfeit your bonus, or keep playing until its wagering is complete.',
        })
        .waitFor()
      await expectHeaderBalance(page, '₱200.00')

      // More cash, no more bonus: the bonus was given once.
      await deposit(page, origin, 190_000)
      await expectHeaderBalance(page, '₱2,100.00')
      await expectActiveBonus(page, origin, 200_000, 10_000, 0)

      // Round 1: ₱1,000, all of it cash (stakes draw on cash first), so its win is cash too; half the wagering done.
      const first = await spin(page, origin, 100_000, '₱2,100.00')
      const cash1 = 100_000 + first.win
      expect(first.balance).toBe(peso(cash1 + 10_000))
      await expectActiveBonus(page, origin, 100_000, 10_000, 50)
      await expectHeaderBalance(page, peso(cash1 + 10_000))
      // Still under way: withdrawing would forfeit the bonus, and the page says so.
      await page.goto(`${origin}/en/withdrawal`)
      await withdrawal
        .getByRole('group', { name: 'Your active bonus' })
        .getByRole('checkbox', { name: 'Forfeit my bonus of ₱100.00 and withdraw' })
        .waitFor()

      // Round 2: the cash plus ₱50 (at most the game's ₱5,000 limit), so the stake draws ₱50 from the bonus and the
      // wagering passes ₱2,000: what is left of the bonus turns into cash at once, and the win is paid as cash.
      const stake2 = Math.min(500_000, cash1 + 5_000)
      const fromBonus = Math.max(0, stake2 - cash1)
      const released = 10_000 - fromBonus
      const second = await spin(page, origin, stake2, peso(cash1 + 10_000))
      const cash2 = cash1 - (stake2 - fromBonus) + released + second.win
      expect(second.balance).toBe(peso(cash2))

      // The bonus has closed: /promotions no longer shows it, the offer may be taken up again, and the header's
      // balance, the same figure as before the release, is all cash now, what was left of the bonus included.
      const after = await promotions(page, origin)
      await after.card.getByRole('button', { name: `Opt in to ${offer.title}` }).waitFor()
      expect(await after.yours.count()).toBe(0)
      await expectHeaderBalance(page, peso(cash2))

      // Every cash movement on the statement, the release named, with the running balance.
      await page.goto(`${origin}/en/statement`)
      const statement = page.getByRole('table', { name: 'Every change of your balance' })
      const lines = async () =>
        (await tableRows(statement)).map(([, kind, amount, balance]) => [
          (kind ?? '').split(' | ')[0],
          amount,
          balance,
        ])
      const expected: string[][] = []
      const line = (kind: string, amount: number, balance: number) =>
        expected.unshift([kind, `${amount < 0 ? '-' : '+'}${peso(Math.abs(amount))}`, peso(balance)])
      line('Deposit', 10_000, 10_000)
      line('Deposit', 190_000, 200_000)
      line('Bet', -100_000, 100_000)
      if (first.win > 0) line('Win', first.win, cash1)
      line('Bet', -(stake2 - fromBonus), cash1 - (stake2 - fromBonus))
      line('Bonus turned into cash', released, cash1 - (stake2 - fromBonus) + released)
      if (second.win > 0) line('Win', second.win, cash2)
      await expect.poll(lines, { timeout: 10_000 }).toEqual(expected)

      // The whole cash goes out, with no forfeit question: the bonus is cash now.
      await page.goto(`${origin}/en/withdrawal`)
      await withdrawal.getByRole('radio', { name: account }).waitFor()
      await expect.poll(() => fact(page, 'Balance')).toBe(peso(cash2))
      await withdrawal.getByLabel('Amount', { exact: true }).fill(typed(cash2))
      await withdrawal.getByRole('button', { name: 'Withdraw', exact: true }).click()
      await page.getByText(`Withdrawal of ${peso(cash2)} to ${account} requested`).waitFor()
      expect(await page.getByRole('group', { name: 'Your active bonus' }).count()).toBe(0)
      expect(await page.getByRole('checkbox', { name: /^Forfeit my bonus/ }).count()).toBe(0)
      await expectHeaderBalance(page, tenant.zero)
    } catch (error) {
      if (shotsDir) {
        mkdirSync(shotsDir, { recursive: true })
        await page.screenshot({ path: `${shotsDir}/deposit-bonus-failed.png`, fullPage: true })
      }
      throw error
    } finally {
      await context.close()
    }
  })
})
