import type { Page } from 'playwright-core'

/** The demo player every demo tenant has (see README). */
export const demoPlayer = { accountId: 'demo', password: 'demo1234' }

/** Signs the demo player in through the login page, as a player would (in English, whatever the site's language). */
export async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/en/login`)
  const form = page.locator('form[data-form="login"]')
  await form.getByLabel('Account ID').fill(demoPlayer.accountId)
  await form.getByLabel('Password', { exact: true }).fill(demoPlayer.password)
  await form.getByRole('button', { name: 'Log in' }).click()
  await page.waitForFunction(() => document.documentElement.dataset.session === 'signed-in', undefined, {
    timeout: 15_000,
  })
}
