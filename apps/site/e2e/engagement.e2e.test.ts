import type { FrameLocator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, productAndBrowserPerFile } from './harness'
import { signIn, signUpWithCode } from './session'

/**
 * Engagement on real data (issue 20), in Chromium at phone width: the demo player reads the inbox the header points
 * to and claims its reward, claims a completed mission,
 * shares their referral link, a friend signs up through it and deposits, and the commission the tenant's rule
 * pays (10 % of the first deposit) is claimed once; a round of a slot puts the player on the day's leaderboard. Every
 * figure is the site's own, in the tenant's currency.
 */

const env = productAndBrowserPerFile()
const tenant = {
  domain: 'slot2.localhost',
  friend: { accountId: 'refpal01', phone: '639175550101', password: 'friend1234' },
}

async function inFreshBrowser(steps: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(env.browser, 390)
  context.setDefaultTimeout(15_000)
  try {
    await steps(page)
  } finally {
    await context.close()
  }
}

/** The header's balance in centavos. */
const headerBalance = async (page: Page) =>
  Math.round(
    Number(
      ((await page.getByRole('banner').getByText(/₱/).first().textContent()) ?? '').replace(/[^\d.]/g, ''),
    ) * 100,
  )

describe('the inbox on slot2', () => {
  it('shows the unread count in the header, reads the messages and claims a reward once', async () => {
    const origin = env.product.origin(tenant.domain)
    await inFreshBrowser(async (page) => {
      await signIn(page, origin)
      // The demo player has three unread messages: the header says so on every page, phones included.
      await page.getByRole('banner').getByRole('link', { name: 'Inbox, 3 unread' }).click()
      await page.waitForURL(/\/inbox$/)
      const before = await headerBalance(page)
      const welcome = page.getByRole('listitem').filter({ hasText: 'Welcome to' })
      await welcome.getByRole('button', { name: 'Claim ₱50.00' }).click()
      await page
        .getByRole('status')
        .filter({ hasText: 'Reward claimed: ₱50.00 added to your balance.' })
        .waitFor()
      await expect.poll(() => headerBalance(page)).toBe(before + 5_000)
      // Once the page has shown them, nothing is unread: on a phone the header drops the inbox.
      await expect
        .poll(() =>
          page
            .getByRole('banner')
            .getByRole('link', { name: /^Inbox/ })
            .isVisible(),
        )
        .toBe(false)
      await page.reload()
      await welcome.getByRole('button', { name: 'Claimed' }).waitFor()
      expect(await page.getByRole('button', { name: 'Claim ₱50.00' }).count()).toBe(0)
    })
  })
})

describe('missions and referral on slot2', () => {
  it('claims a mission, brings a friend through the referral link and claims the commission once', async () => {
    const origin = env.product.origin(tenant.domain)
    let link = ''
    await inFreshBrowser(async (page) => {
      await signIn(page, origin)
      // Signing in completes today's sign-in mission.
      await page.goto(`${origin}/en/mission`)
      const daily = page.getByRole('region', { name: 'Daily missions' })
      const card = daily.getByRole('listitem').filter({ hasText: 'Sign in today' })
      await expect.poll(() => card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100')
      await card.getByRole('button', { name: 'Claim' }).click()
      await page.getByRole('status').filter({ hasText: 'Reward claimed: 1 spin token.' }).waitFor()
      await card.getByText('Claimed').waitFor()
      // A second claim is not offered after a reload either: the server keeps it.
      await page.reload()
      await card.getByText('Claimed').waitFor()
      expect(await card.getByRole('button', { name: 'Claim' }).count()).toBe(0)

      await page.goto(`${origin}/en/referral`)
      const field = page.getByRole('textbox', { name: 'Your referral link' })
      await expect.poll(() => field.inputValue()).toMatch(/\/register\?ref=demo$/)
      link = await field.inputValue()
      await page.getByRole('img', { name: 'QR code of your referral link' }).waitFor()
    })

    // The friend opens the link in their own browser, signs up with a texted code, and deposits ₱500.00.
    await inFreshBrowser(async (page) => {
      const { friend } = tenant
      await page.goto(link.replace('/register', '/en/register'))
      await signUpWithCode(page, env.product, friend)
      await page.goto(`${origin}/en/deposit`)
      const deposit = page.locator('form[data-form="deposit"]')
      await deposit.getByRole('radio', { name: /Instant demo top-up/ }).check()
      await deposit.getByLabel('Amount', { exact: true }).fill('500')
      await deposit.getByRole('button', { name: 'Deposit', exact: true }).click()
      await page.getByText('Deposit received: ₱500.00 added to your balance').waitFor()
    })

    await inFreshBrowser(async (page) => {
      await signIn(page, origin)
      await page.goto(`${origin}/en/referral`)
      const friends = page.getByRole('table')
      const row = friends.getByRole('row').filter({ hasText: 're*****1' })
      await row.getByText('Deposited').waitFor()
      await row.getByText('₱50.00').waitFor()
      await page.getByRole('button', { name: 'Claim ₱50.00' }).click()
      await page
        .getByRole('status')
        .filter({ hasText: 'Commission claimed: ₱50.00 added to your balance.' })
        .waitFor()
      await row.getByText('₱50.00 paid').waitFor()
      expect(await page.getByRole('button', { name: /^Claim/ }).count()).toBe(0)
      // The statement names the line.
      await page.goto(`${origin}/en/statement`)
      await page.getByText('Referral commission').first().waitFor()
    })
  })
})

/** Spins Lucky Fives once from the slots lobby; answers when the round is drawn. */
async function spinOnce(page: Page, origin: string) {
  await page.goto(`${origin}/en/slots`)
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Play Lucky Fives\b/ })
    .first()
    .click()
  await page.waitForURL(/\/playnow\?/)
  const frame: FrameLocator = page.frameLocator('iframe[title="Lucky Fives"]')
  await frame.getByTestId('balance').waitFor()
  await frame.getByRole('button', { name: 'Spin', exact: true }).click()
  await frame.getByRole('button', { name: 'Spin', exact: true }).and(frame.locator(':enabled')).waitFor()
  await frame
    .getByText(/^(You won .+|No win this time)$/)
    .first()
    .waitFor()
}

describe('the leaderboard on slot2', () => {
  it("puts the player on the day's board once a round has settled, with their own rank marked", async () => {
    const origin = env.product.origin(tenant.domain)
    await inFreshBrowser(async (page) => {
      await signIn(page, origin)
      await spinOnce(page, origin)
      await page.goto(`${origin}/en/leaderboard`)
      const daily = page.getByRole('tabpanel')
      await daily.getByRole('heading', { name: 'Daily · Top bettors · All games' }).waitFor()
      const mine = daily.getByRole('row').filter({ hasText: 'You' })
      await mine.waitFor()
      expect(await mine.getAttribute('aria-current')).toBe('true')
      await daily.getByRole('region', { name: 'Your rank' }).waitFor()
    })
  })
})
