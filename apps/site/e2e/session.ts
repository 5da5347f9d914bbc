import type { Page } from 'playwright-core'
import type { Product } from './harness'

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

/**
 * docs/product.md#deposit-bonus: the signed-in player opts in to the tenant's first deposit bonus offer and makes the
 * instant deposit that credits it, through the API as the site's pages call it, so the pages that show an active
 * bonus (/promotions, the withdrawal's forfeit question) are drawn with one. A second call finds the bonus open and
 * deposits again without a second bonus.
 */
export async function holdActiveBonus(page: Page) {
  await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('user') ?? '{}') as {
      token?: string
      user?: { account_id?: string }
    }
    const auth = { account_id: stored.user?.account_id, auth: stored.token }
    const post = async (path: string, body: object) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return (await response.json()) as Record<string, unknown>
    }
    const offers = (await post('/api/bonus/offers', auth)) as {
      value?: { offer_code: string; min_deposit: number }[]
    }
    const offer = offers.value?.[0]
    if (!offer) throw new Error('the tenant runs no deposit bonus offer')
    await post('/api/bonus/opt-in', {
      ...auth,
      offer_code: offer.offer_code,
      request_id: crypto.randomUUID(),
    })
    const { methods } = (await post('/api/wallet/deposit_methods', auth)) as {
      methods?: { method_id: number; min_amount: number; needs_approval: boolean }[]
    }
    const instant = methods?.find((method) => !method.needs_approval)
    if (!instant) throw new Error('the tenant has no instant deposit method')
    const deposited = await post('/api/wallet/deposit', {
      ...auth,
      method_id: instant.method_id,
      amount: Math.max(offer.min_deposit, instant.min_amount),
      request_id: crypto.randomUUID(),
    })
    if (deposited.statusCode !== 1) throw new Error(`the deposit was refused: ${JSON.stringify(deposited)}`)
  })
}

/**
 * Fills the sign-up form on the page (the register page, opened plain or through a referral link) for `player`, types
 * the texted code `product` reads from the outbox, and answers once the new account is signed in.
 */
export async function signUpWithCode(
  page: Page,
  product: Pick<Product, 'codeSentTo'>,
  player: { accountId: string; password: string; phone: string },
) {
  const form = page.locator('form[data-form="register"]')
  await form.getByLabel('Account ID').fill(player.accountId)
  await form.getByLabel('Password', { exact: true }).fill(player.password)
  await form.getByLabel('Mobile number').fill(player.phone)
  await form.getByRole('checkbox', { name: /18 or older/ }).check()
  const code = await product.codeSentTo(player.phone, () =>
    form.getByRole('button', { name: 'Create account' }).click(),
  )
  const step = page.locator('form[data-form="register-code"]')
  await step.getByLabel('Code from the text message').fill(code)
  await step.getByRole('button', { name: 'Verify and create account' }).click()
  await page.waitForFunction(() => document.documentElement.dataset.session === 'signed-in', undefined, {
    timeout: 15_000,
  })
}
