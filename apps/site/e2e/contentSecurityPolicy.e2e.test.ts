import { gameCategories } from '@lobbykit/contract/categories'
import { templateRegistry } from '@lobbykit/contract/registry'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, productAndBrowserPerFile, untilHydrated } from './harness'
import { signIn } from './session'

/**
 * The Content-Security-Policy with nonces (docs/architecture.md#security-headers) in a real browser: every demo
 * tenant's home and a lobby load, hydrate and work, with their analytics snippets and live chat, a game runs in its
 * window, and the console and its gallery work, each without one `securitypolicyviolation` (in any frame) or console
 * error about the policy; and a script injected without the page's nonce does not run.
 */

const env = productAndBrowserPerFile()

/** Every demo tenant (README, demo tenants): one per template, and the big catalogue's. */
const liveTenants = [...templateRegistry.map((template) => template.code), 'bigcatalogue']

/** A link to any of the lobbies, in English (unprefixed on a tenant whose own language is English). */
const lobbyLink = gameCategories
  .flatMap((category) => [`a[href="/en${category.route}"]`, `a[href="${category.route}"]`])
  .join(', ')
const lobbyPath = new RegExp(`^(/en)?(${gameCategories.map((category) => category.route).join('|')})$`)

/**
 * Collects what the policy blocks in every page and frame of `context`: the `securitypolicyviolation` events (each
 * document reports its own) and the console's messages about the policy. The live chat vendor's script is answered
 * by a stand-in, the machine being offline: the policy is checked before any request goes out, so it only runs
 * if the page's policy lets it.
 */
async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = []
  await context.exposeBinding(
    '__lobbykitViolation',
    ({ frame }, violation: { directive: string; uri: string; sample: string }) => {
      blocked.push(`${frame.url()}: ${violation.directive} blocked ${violation.uri} ${violation.sample}`)
    },
  )
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __lobbykitViolation: (violation: unknown) => void })
          .__lobbykitViolation
        report({ directive: event.effectiveDirective, uri: event.blockedURI, sample: event.sample })
      },
      true,
    )
  })
  context.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text()))
      blocked.push(`${message.page()?.url()}: console ${message.type()}: ${message.text()}`)
  })
  await context.route('https://cdn.livechatinc.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.LiveChatWidget = { call: function () {} }',
    }),
  )
  return blocked
}

/** What the API says a tenant loads after its first paint: its analytics snippets and whether its chat is on. */
async function afterMountOf(domain: string) {
  const api = `http://127.0.0.1:${env.product.port}`
  const post = async (path: string, body: object) =>
    (
      await fetch(`${api}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()
  const startup = await post('/api/startup', { domain_name: domain })
  const analytics = await post('/api/settings/get_analytics', { domain_name: domain })
  return {
    liveChat: Boolean(startup.live_chat?.status && startup.live_chat?.chat_id),
    inlineAnalytics: (analytics.value as { script: string }[]).some((item) => /<script>/.test(item.script)),
  }
}

/**
 * The home, drawn and hydrated, with its after-mount loads run (the tenant's analytics and live chat); then a lobby,
 * which the site loads on the way (its code and styles, its games), where a press works. (Every template's lobby
 * drawn by the server hydrates without a console error, a refusal of the policy included, in serverPages.e2e.test.ts.)
 */
async function visitTenant(page: Page, domain: string) {
  const origin = env.product.origin(domain)
  const expected = await afterMountOf(domain)
  await page.goto(`${origin}/en`)
  await untilHydrated(page)
  // The tenant's inline analytics snippet ran: its script was given the page's nonce.
  if (expected.inlineAnalytics)
    await page.waitForFunction(
      (code) =>
        ((window as unknown as { dataLayer?: { site?: string }[] }).dataLayer ?? []).some(
          (entry) => entry.site === code,
        ),
      domain.split('.')[0],
    )
  // The live chat's widget ran from the vendor's host.
  if (expected.liveChat) await page.waitForFunction(() => 'LiveChatWidget' in window)
  // Its pictures and its manifest are there.
  expect(await page.evaluate(() => [...document.images].some((image) => image.naturalWidth > 0))).toBe(true)
  expect(
    (await page.evaluate(() => fetch('/manifest.webmanifest').then((answer) => answer.json()))).name,
  ).toBeTruthy()
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
  // The home's first link to a lobby (folded away on a phone in some templates: pressed as the site's code sees it).
  await page
    .locator(lobbyLink)
    .first()
    .evaluate((link: HTMLElement) => link.click())
  await page.waitForURL((url) => lobbyPath.test(url.pathname))
  const lobby = new URL(page.url()).pathname
  // A visitor's press on a game: the site takes them to sign in.
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Play / })
    .first()
    .click()
  await page.waitForFunction(
    (path) => location.pathname !== path || document.querySelector('[role="dialog"]') !== null,
    lobby,
  )
  // All of it in the one document the home began: nothing above was a page load.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  return expected
}

describe('the Content-Security-Policy in the browser (docs/architecture.md#security-headers)', () => {
  it("loads every demo tenant's home and a lobby, with its analytics and live chat, and blocks nothing", async () => {
    const failures: string[] = []
    const ran = { inlineAnalytics: 0, liveChat: 0 }
    // Three tabs, each going from tenant to tenant (each its own origin, so its own storage). On 2 cores three are as
    // quick as six, and a visit then takes 7 to 15 s instead of up to 37 s.
    const worker = async (queue: string[]) => {
      const { context, page } = await newPage(env.browser, 390)
      context.setDefaultTimeout(30_000)
      const blocked = await watchPolicy(context)
      let code = ''
      page.on('pageerror', (error) => failures.push(`${code}: ${error.message}`))
      for (code = queue.shift() ?? ''; code; code = queue.shift() ?? '') {
        try {
          const expected = await visitTenant(page, `${code}.localhost`)
          if (expected.inlineAnalytics) ran.inlineAnalytics += 1
          if (expected.liveChat) ran.liveChat += 1
        } catch (error) {
          failures.push(`${code}: ${(error as Error).message.split('\n')[0]}`)
        }
        failures.push(...blocked.splice(0).map((entry) => `${code}: ${entry}`))
      }
      await context.close()
    }
    // The tenants that open no site: their screens come from the same page and code.
    const screens = async () => {
      const { context, page } = await newPage(env.browser, 390)
      const blocked = await watchPolicy(context)
      await page.goto(env.product.origin('maintenance.localhost'))
      await page.locator('[data-layout="maintenance"]').waitFor()
      await page.goto(env.product.origin('invalid-theme.localhost'))
      await page.locator('[data-layout="startup-error"]').waitFor()
      failures.push(...blocked)
      await context.close()
    }
    const queue = [...liveTenants]
    await Promise.all([...Array.from({ length: 3 }, () => worker(queue)), screens()])
    expect(failures).toEqual([])
    // Every other demo tenant has an inline analytics snippet and its live chat on (apps/api/src/seed): those
    // were checked, not skipped.
    expect(ran.inlineAnalytics).toBeGreaterThan(5)
    expect(ran.liveChat).toBeGreaterThan(5)
  })

  it('launches a game in its window and plays a round, and blocks nothing in either document', async () => {
    const { context, page } = await newPage(env.browser, 1440)
    context.setDefaultTimeout(20_000)
    const blocked = await watchPolicy(context)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const origin = env.product.origin('casino1.localhost')
    await signIn(page, origin)
    await page.goto(`${origin}/en/slots`)
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Play Lucky Fives\b/ })
      .first()
      .click()
    await page.waitForURL(/\/playnow\?/)
    const frame = page.frameLocator('iframe[title="Lucky Fives"]')
    await frame.getByTestId('balance').waitFor()
    await frame.getByRole('button', { name: 'Spin', exact: true }).click()
    await frame
      .getByText(/^(You won .+|No win this time)$/)
      .first()
      .waitFor()
    await context.close()
    expect(blocked).toEqual([])
  })

  it("runs no script injected without the page's nonce, nor an inline handler", async () => {
    const { context, page } = await newPage(env.browser, 390)
    const blocked = await watchPolicy(context)
    await page.goto(`${env.product.origin('slot2.localhost')}/`)
    await untilHydrated(page)
    const ran = await page.evaluate(async () => {
      const flags = window as unknown as Record<string, boolean | undefined>
      const inject = (code: string, nonce?: string) => {
        const script = document.createElement('script')
        if (nonce !== undefined) script.nonce = nonce
        script.textContent = code
        document.body.append(script)
      }
      const pageNonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
      inject('window.withoutNonce = true')
      inject('window.wrongNonce = true', 'not-the-nonce')
      inject('window.pageNonce = true', pageNonce)
      const holder = document.createElement('div')
      holder.innerHTML = '<img src="/no-such-picture.png" onerror="window.inlineHandler = true" alt="">'
      document.body.append(holder)
      await new Promise((resolve) => setTimeout(resolve, 500))
      return {
        withoutNonce: flags.withoutNonce ?? false,
        wrongNonce: flags.wrongNonce ?? false,
        inlineHandler: flags.inlineHandler ?? false,
        // The control: a script with the page's nonce runs, so the test can tell.
        pageNonce: flags.pageNonce ?? false,
        // Browsers hide the attribute's value from the page's other code.
        attribute: document.querySelector('script[nonce]')?.getAttribute('nonce'),
        nonceLength: pageNonce.length,
      }
    })
    expect(ran).toEqual({
      withoutNonce: false,
      wrongNonce: false,
      inlineHandler: false,
      pageNonce: true,
      attribute: '',
      nonceLength: 22,
    })
    // Each reported once as an event and once on the console.
    await expect
      .poll(() => blocked.filter((entry) => /: script-src-(elem|attr) blocked inline/.test(entry)).length)
      .toBe(3)
    await expect.poll(() => blocked.filter((entry) => /: console error: /.test(entry)).length).toBe(3)
    expect(blocked).toHaveLength(6)
    await context.close()
  })

  it('signs in to the console and shows a tenant and its gallery, and blocks nothing in any frame', async () => {
    const { context, page } = await newPage(env.browser, 1440)
    context.setDefaultTimeout(20_000)
    const blocked = await watchPolicy(context)
    const consoleUrl = (path: string) => `${env.product.origin('console.localhost')}/console${path}`
    await page.goto(consoleUrl('/'))
    await page.getByLabel('E-mail address').fill('owner@lobbykit.test')
    await page.getByLabel('Password', { exact: true }).fill('console1234')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('navigation', { name: 'Sections' }).waitFor()
    await page.goto(consoleUrl('/tenants/casino1'))
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.goto(consoleUrl('/tenants/casino1/gallery'))
    // Both frames show the tenant's site, drawn and hydrated, on a gallery host only the console may frame.
    for (const width of ['phone', 'desktop']) {
      const frame = page.frameLocator(`iframe[title$="at ${width} width"]`)
      await frame.locator('html[data-preloading]').waitFor({ state: 'attached' })
    }
    await context.close()
    expect(blocked).toEqual([])
  })
})
