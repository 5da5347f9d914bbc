import { templateByCode } from '@lobbykit/contract/registry'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, productAndBrowserPerFile, untilHydrated } from './harness'
import { signIn } from './session'

/**
 * The operators' journey (issue 18, docs/operators.md#console): an onboarding operator makes a tenant in the console,
 * picks its look in the live gallery, writes its About page, previews the draft in their own browser while a
 * player's browser still sees the live site, publishes it, rolls it back; a cashier approves a player's withdrawal
 * and the player's history shows it. Every step goes through the console's screens and the tenant's real site.
 */

const env = productAndBrowserPerFile()

const tenant = { code: 'reef', name: 'Coral Reef', domain: 'reef.localhost' }
const look = {
  code: 'slot2',
  template: templateByCode('slot2')!.id,
  colour: templateByCode('slot2')!.colours[2],
}
const aboutText = 'Coral Reef has paid every win since 2019.'

const consoleUrl = (path = '') => `${env.product.origin('console.localhost')}/console${path}`

async function signInToConsole(browser: Browser, role: 'onboarding' | 'cashier') {
  const { context, page } = await newPage(browser, 1440)
  context.setDefaultTimeout(20_000)
  await page.goto(consoleUrl('/'))
  await page.getByLabel('E-mail address').fill(`${role}@lobbykit.test`)
  await page.getByLabel('Password', { exact: true }).fill('console1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('navigation', { name: 'Sections' }).waitFor()
  return { context, page }
}

/** The tenant's About page as a browser sees it: its text, or '' when the page shows none. */
async function aboutPage(page: Page): Promise<{ text: string; template: string | null }> {
  await page.goto(`${env.product.origin(tenant.domain)}/about`)
  const layout = page.locator('[data-layout]').first()
  await layout.waitFor()
  // The page's text arrives after the page is drawn (docs/product.md#cms).
  await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('Loading…'))
  return {
    text: (await page.locator('main').textContent()) ?? '',
    template: await layout.getAttribute('data-layout'),
  }
}

/** Polls the About page until `check` holds: a published version reaches every browser within seconds. */
const expectAbout = (page: Page, check: (about: { text: string; template: string | null }) => boolean) =>
  expect.poll(async () => check(await aboutPage(page)), { timeout: 20_000, interval: 500 }).toBe(true)

describe('the operator console', () => {
  it('makes a tenant, picks its look, previews a draft only for the operator, publishes and rolls back', async () => {
    const { context, page } = await signInToConsole(env.browser, 'onboarding')
    const player = await newPage(env.browser, 390)
    try {
      // Onboarding sees the tenants only.
      expect(
        await page.getByRole('navigation', { name: 'Sections' }).getByRole('link').allTextContents(),
      ).toEqual(['Tenants'])

      // A new tenant: its first version is live at once, in the template it was made with.
      await page.getByRole('link', { name: 'New tenant' }).click()
      await page.getByRole('textbox', { name: 'Tenant code' }).fill(tenant.code)
      await page.getByRole('textbox', { name: 'Site name' }).fill(tenant.name)
      await page.getByRole('textbox', { name: 'Domains' }).fill(tenant.domain)
      await page.getByRole('button', { name: 'Create tenant' }).click()
      await page.getByRole('heading', { name: tenant.name }).waitFor()
      await expectAbout(
        player.page,
        (about) => about.template === 'template1' && !about.text.includes(aboutText),
      )

      // The gallery shows the real site, live, in the look chosen; the look goes into a new draft.
      await page.getByRole('link', { name: 'Gallery' }).click()
      await page.getByRole('button', { name: `Show ${look.code} in ${look.colour}` }).click()
      for (const width of ['phone', 'desktop']) {
        const frame = page.frameLocator(`iframe[title="${look.code} ${look.colour} at ${width} width"]`)
        await frame.locator(`[data-layout="${look.template}"]`).waitFor()
        await frame.getByText(tenant.name).first().waitFor()
      }
      await page.getByRole('button', { name: 'Use this look in a new draft' }).click()
      await page.getByText('Saved as version 2, a draft with this look').waitFor()

      // The About page, in English, through the editor's HTML view; shown on the site.
      await page.getByRole('link', { name: 'Settings' }).click()
      await page.getByRole('tab', { name: 'Pages' }).click()
      await page.getByRole('checkbox', { name: 'Show About us on the site' }).check()
      await page
        .getByRole('toolbar', { name: 'Formatting of About us in English' })
        .getByRole('button', { name: 'HTML' })
        .click()
      await page
        .getByRole('textbox', { name: 'About us in English' })
        .fill(`<h2>About us</h2><p>${aboutText}</p>`)
      await page.getByRole('button', { name: 'Save draft' }).click()
      await page.getByText('Saved as version 3, a draft').waitFor()

      // The preview link opens the draft in the operator's browser only.
      await page.getByRole('link', { name: 'Go to versions' }).click()
      await page.getByRole('button', { name: 'Preview version 3' }).click()
      const link = await page.getByRole('link', { name: 'Open the preview' }).getAttribute('href')
      const preview = await context.newPage()
      await preview.goto(link!)
      await untilHydrated(preview)
      const previewed = await aboutPage(preview)
      expect(previewed.template).toBe(look.template)
      expect(previewed.text).toContain(aboutText)
      const live = await aboutPage(player.page)
      expect(live.template).toBe('template1')
      expect(live.text).not.toContain(aboutText)

      // Publish: every browser sees it on the tenant's domain.
      await page.getByRole('button', { name: 'Publish version 3' }).click()
      await page.getByRole('button', { name: 'Roll back to version 1' }).waitFor()
      await expectAbout(
        player.page,
        (about) => about.template === look.template && about.text.includes(aboutText),
      )

      // The differences between the live version and the first name the changed settings.
      await page.getByRole('combobox', { name: 'From' }).selectOption('1')
      await page.getByRole('combobox', { name: 'To' }).selectOption('3')
      const changes = page.getByRole('table', { name: 'Changes from version 1 to version 3' })
      await changes.getByText('site.theme_code').waitFor()
      await changes.getByText('cms.about_us.en_body').waitFor()

      // Roll back: the first version is live again, and the change is undone for everyone.
      await page.getByRole('button', { name: 'Roll back to version 1' }).click()
      await page.getByRole('button', { name: 'Roll back to version 3' }).waitFor()
      await expectAbout(
        player.page,
        (about) => about.template === 'template1' && !about.text.includes(aboutText),
      )
    } finally {
      await player.context.close()
      await context.close()
    }
  })

  it("lets a cashier approve a player's pending withdrawal, which the player's history then shows", async () => {
    const origin = env.product.origin('casino1.localhost')
    const { context: playerContext, page: player } = await newPage(env.browser, 390)
    playerContext.setDefaultTimeout(20_000)
    const cashier = await signInToConsole(env.browser, 'cashier')
    try {
      await signIn(player, origin)
      await player.goto(`${origin}/en/withdrawal`)
      const form = player.locator('form[data-form="withdrawal"]')
      await form.getByLabel('Amount', { exact: true }).fill('123.45')
      await form.getByRole('button', { name: 'Withdraw', exact: true }).click()
      await player.getByText(/Withdrawal of ₱123\.45 to .* requested/).waitFor()

      const { page } = cashier
      expect(
        await page.getByRole('navigation', { name: 'Sections' }).getByRole('link').allTextContents(),
      ).toEqual(['Cashier', 'Players'])
      await page.getByRole('link', { name: 'Cashier' }).click()
      // The queue was read when the cashier signed in, before the player asked: read it again.
      await page.getByRole('button', { name: 'Refresh' }).click()
      const withdrawals = page.getByRole('table', { name: 'Withdrawals waiting' })
      await withdrawals.getByRole('button', { name: 'Approve ₱123.45 for demo' }).click()
      await page.getByText('Approved ₱123.45 for demo.').waitFor()
      await withdrawals
        .getByRole('button', { name: 'Approve ₱123.45 for demo' })
        .waitFor({ state: 'detached' })

      await player.goto(`${origin}/en/transaction-history`)
      const history = player.getByRole('table', { name: 'Deposits and withdrawals' })
      await history
        .locator('tbody tr')
        .filter({ hasText: '₱123.45' })
        .filter({ hasText: 'Approved' })
        .waitFor()
    } finally {
      await cashier.context.close()
      await playerContext.close()
    }
  })
})
