import { describe, expect, it } from 'vitest'
import { newPage, productAndBrowserPerFile, untilHydrated } from './harness'
import { signIn } from './session'

const env = productAndBrowserPerFile()

describe('start-up outcomes', () => {
  it('shows only the maintenance layout, with the window, on a tenant in maintenance', async () => {
    const { context, page } = await newPage(env.browser, 390)
    const response = await page.goto(`${env.product.origin('maintenance.localhost')}/slots`)
    // docs/architecture.md#tenant-document: the page itself says so, for crawlers and monitors.
    expect(response?.status()).toBe(503)
    expect(Number(response?.headers()['retry-after'])).toBeGreaterThanOrEqual(60)
    await page.locator('[data-layout="maintenance"]').waitFor()
    expect(await page.locator('[data-layout]').count()).toBe(1)
    expect(await page.getByRole('navigation').count()).toBe(0)
    await expect(page.getByText(/under maintenance/).waitFor()).resolves.toBeUndefined()
    await context.close()
  })

  it("shows 'Invalid theme code' for a tenant whose theme_code is unknown", async () => {
    const { context, page } = await newPage(env.browser, 1440)
    await page.goto(env.product.origin('invalid-theme.localhost'))
    await page.locator('[data-layout="startup-error"]').waitFor()
    expect(await page.getByRole('heading', { name: 'Invalid theme code' }).count()).toBe(1)
    await context.close()
  })
})

describe("the tenant's page as the server sends it (docs/architecture.md#tenant-document)", () => {
  it('has its title, description, social tags and language before any script runs', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto(`${env.product.origin('slot2.localhost')}/vi/slots`)
    expect(response?.status()).toBe(200)
    expect(await page.title()).toBe('Slots | Reel Riot')
    const meta = (selector: string) => page.locator(selector).getAttribute('content')
    expect(await meta('meta[name="description"]')).toContain('Slots at Reel Riot')
    expect(await meta('meta[property="og:title"]')).toBe('Slots | Reel Riot')
    expect(await page.locator('html').getAttribute('lang')).toBe('vi')
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest')
    await context.close()
  })

  it('starts without asking for the start-up answer it came with, and answers a path that is no page with 404', async () => {
    const { context, page } = await newPage(env.browser, 390)
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/startup')) asked.push(request.url())
    })
    await page.goto(env.product.origin('slot2.localhost'))
    await page.locator('[data-layout="template11"]').waitFor()
    expect(asked).toEqual([])
    const missing = await page.goto(`${env.product.origin('slot2.localhost')}/no-such-page`)
    expect(missing?.status()).toBe(404)
    await page
      .getByRole('heading', { name: /not found/i })
      .first()
      .waitFor()
    await context.close()
  })
})

describe('modal stack', () => {
  it('shows one modal at a time, and closing clears the stack', async () => {
    const { context, page } = await newPage(env.browser, 1440)
    // slot2 opens the login dialog from its header (docs/product.md#visitor-redirect).
    await page.goto(env.product.origin('slot2.localhost'))
    await page.locator('[data-layout="template11"]').waitFor()
    await untilHydrated(page)
    await page
      .locator('header button:visible', { hasText: /^log in$/i })
      .first()
      .click()
    await page.getByRole('dialog', { name: /log in/i }).waitFor()
    await page.getByRole('button', { name: /one-time code/i }).click()
    await page.getByRole('dialog', { name: /sign in with a code/i }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(1)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('modal') ?? '{}'))
    expect(stored.stack).toEqual(['login', 'signin'])
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('modal') ?? '{}'))
    expect(after).toEqual({ stack: [], last: 'signin' })
    await context.close()
  })
})

describe('the session token (docs/architecture.md#session-cookie)', () => {
  it('is out of every script’s reach: an HttpOnly cookie, never in storage or document.cookie', async () => {
    const { context, page } = await newPage(env.browser, 390)
    await signIn(page, env.product.origin())
    const [cookie] = (await context.cookies()).filter((entry) => entry.name === 'lk_session')
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Lax' })
    const token = cookie?.value ?? ''
    expect(token.length).toBeGreaterThan(40)
    const seen = await page.evaluate(() => ({
      stored: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      cookies: document.cookie,
    }))
    expect(seen.stored).not.toContain(token)
    expect(seen.cookies).not.toContain(token)
    expect(JSON.parse(await page.evaluate(() => localStorage.getItem('user') ?? '{}')).token).toBe('cookie')
    // Signed-in calls still work: the account page shows the demo player.
    await page.goto(`${env.product.origin()}/account`)
    await page.getByText('demo', { exact: false }).first().waitFor()
    expect(await page.evaluate(() => document.documentElement.dataset.session)).toBe('signed-in')
    await context.close()
  })
})

describe('cross-tab logout', () => {
  it('signing out in one tab resets and reloads the other', async () => {
    const { context, page: first } = await newPage(env.browser, 1440)
    await signIn(first, env.product.origin())
    const second = await context.newPage()
    await second.goto(`${env.product.origin()}/account`)
    await second.locator('[data-layout="template1"]').waitFor()
    expect(await second.evaluate(() => document.documentElement.dataset.session)).toBe('signed-in')
    await first.goto(`${env.product.origin()}/account`)
    await first
      .getByRole('button', { name: /log ?out|sign out/i })
      .first()
      .click()
    await first.waitForFunction(() => document.documentElement.dataset.session === 'visitor')
    // The other tab heard the force-logout marker: it reset its user and reloaded, and the guard sent it on.
    await second.waitForFunction(() => document.documentElement.dataset.session === 'visitor', undefined, {
      timeout: 10_000,
    })
    // The login route carries the page the guard turned the tab away from (docs/product.md#return-after-login).
    await second.waitForURL(/\/login\?redirect=(%2F|\/)account$/)
    await context.close()
  })
})

describe('API requests', () => {
  it('asks once for the CMS pages and once for each SEO record, landing on a page and moving on', async () => {
    const { context, page } = await newPage(env.browser, 1440)
    const asked: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (!path.startsWith('/api/')) return
      const pageName = JSON.parse(request.postData() ?? '{}').page_name
      asked.push(pageName ? `${path.slice(5)} ${pageName}` : path.slice(5))
    })
    const count = (call: string) => asked.filter((entry) => entry === call).length
    const main = page.getByRole('main')
    const afterMountLoads = page.waitForResponse((response) =>
      response.url().endsWith('/api/settings/partners'),
    )
    await page.goto(`${env.product.origin()}/about`)
    await main.getByRole('heading', { level: 1, name: 'About us' }).waitFor()
    await page.waitForLoadState('networkidle')
    await main.getByText('Loading…').waitFor({ state: 'detached' })
    for (const [href, title] of [
      ['/promotions', 'Promotions'],
      ['/faqs', 'Frequently asked questions'],
    ] as const) {
      await page.locator(`a[href="${href}"]:visible`).first().click()
      await main.getByRole('heading', { level: 1, name: title }).waitFor()
      await main.getByText('Loading…').waitFor({ state: 'detached' })
    }
    // The drawn About page came with the CMS pages (docs/architecture.md#server-rendering) and its SEO tags: the
    // after-mount loads find the pages, and only coming back to About asks for its record.
    await afterMountLoads
    await page.locator('a[href="/about"]:visible').first().click()
    await main.getByRole('heading', { level: 1, name: 'About us' }).waitFor()
    // The head tags follow the page on screen, so About's record is asked for once its page has rendered.
    await expect.poll(() => count('seo about'), { timeout: 10_000 }).toBe(1)
    await page.waitForLoadState('networkidle')
    expect(count('settings/siteinfodetail')).toBe(0)
    expect(count('seo about')).toBe(1)
    expect(count('seo promotions')).toBe(1)
    expect(count('seo faqs')).toBe(1)
    await context.close()
  })
})
