import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, productAndBrowserPerFile, untilHydrated } from './harness'
import { signIn } from './session'
import { vectorsUpTo, xssVectors } from './xss/vectors'

// docs/architecture.md#xss: every string a tenant or a player supplies reaches the page as text or as sanitised
// HTML, and no script in it ever runs.

const env = productAndBrowserPerFile()
const tenant = 'slot2'
const domain = `${tenant}.localhost`

type Json = Record<string, unknown>

/** Counts every `__xss(n)` a page or any frame of it runs, and every dialog it opens. */
async function watch(context: BrowserContext) {
  await context.addInitScript(() => {
    const ran: number[] = []
    Object.assign(window, { __xss: (n: number) => ran.push(n), __xssRan: ran })
  })
}

/** The vectors a page ran, in any frame, and the live handlers or script URLs a vector left in its DOM. */
async function traces(page: Page): Promise<{ ran: number[]; planted: string[] }> {
  const ran: number[] = []
  const planted: string[] = []
  for (const frame of page.frames()) {
    const found = await frame
      .evaluate(() => {
        const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href']
        const planted: string[] = []
        for (const element of Array.from(document.querySelectorAll('*'))) {
          for (const attribute of Array.from(element.attributes)) {
            const name = attribute.name.toLowerCase()
            const value = attribute.value
            if (!value.includes('__xss')) continue
            if (name.startsWith('on')) planted.push(`${element.tagName} ${name}`)
            if (urlAttributes.includes(name) && /^\s*(javascript|data|vbscript):/i.test(value))
              planted.push(`${element.tagName} ${name}`)
            if (name === 'srcdoc') planted.push(`${element.tagName} srcdoc`)
          }
        }
        return { ran: [...((window as unknown as { __xssRan?: number[] }).__xssRan ?? [])], planted }
      })
      .catch(() => ({ ran: [], planted: [] }))
    ran.push(...found.ran)
    planted.push(...found.planted)
  }
  return { ran, planted }
}

/** Opens a page, lets it settle, and says what it ran and whether the vectors reached it (as text or markup). */
async function visit(page: Page, path: string, dialogs: string[]) {
  await page.goto(`${env.product.origin(domain)}${path}`)
  await untilHydrated(page)
  await page.waitForTimeout(300)
  const found = await traces(page)
  const shown = await page.evaluate(() => /__xss\(|between/.test(document.documentElement.outerHTML))
  return { path, ...found, dialogs: [...dialogs], shown }
}

/** Whether a visit found the vectors on its page and none of them ran or stayed live. */
const clean = (seen: Awaited<ReturnType<typeof visit>>) =>
  seen.shown && seen.ran.length === 0 && seen.planted.length === 0 && seen.dialogs.length === 0

/** The operator API, called from a console tab of the context (its cookie, CSRF token and origin). */
async function operatorApi(context: BrowserContext) {
  const page = await context.newPage()
  await page.goto(`${env.product.origin('console.localhost')}/console/`)
  const call = (path: string, body: Json, csrf = '') =>
    page.evaluate(
      async ({ path, body, csrf }) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
          body: JSON.stringify(body),
        })
        return { status: response.status, json: (await response.json()) as Record<string, unknown> }
      },
      { path, body, csrf },
    )
  const login = await call('/api/operator/login', { email: 'owner@lobbykit.test', password: 'console1234' })
  expect(login.status, JSON.stringify(login.json)).toBe(200)
  const csrf = String(login.json.csrf_token)
  /** A call that must succeed: its answer. */
  const ok = async (path: string, body: Json) => {
    const answer = await call(path, body, csrf)
    expect(answer.status, `${path}: ${JSON.stringify(answer.json).slice(0, 300)}`).toBe(200)
    return answer.json
  }
  return Object.assign(ok, { raw: (path: string, body: Json) => call(path, body, csrf) })
}

/** Waits until the published look reaches the site (each instance checks for changes about once a second). */
async function untilPublished(siteName: string) {
  const until = Date.now() + 15_000
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${env.product.port}/api/startup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain_name: domain }),
    })
    const json = (await response.json()) as { site?: { site_name?: string } }
    if (json.site?.site_name === siteName) return
    if (Date.now() > until)
      throw new Error(`the site did not take the published settings: ${json.site?.site_name}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const seoPages = ['home', 'slots', 'term-condition', 'news', 'promotions', 'about_us']
/** The pages of the long texts (CMS and SEO bodies: every vector at once), and those of the short ones. */
const bodyPages = ['/about', '/faqs', '/privacy-policy', '/term-condition', '/news', '/promotions']
const namePages = ['/', '/slots']

describe('strings a tenant writes (docs/architecture.md#xss)', () => {
  it('run no script on any page, through every round of 220 vectors in CMS, SEO, partners, menus and names', async () => {
    const { context, page } = await newPage(env.browser, 1440)
    const operator = await operatorApi(context)
    await watch(context)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const short = vectorsUpTo(60)
    const medium = vectorsUpTo(80)
    const long = vectorsUpTo(200)
    const everything = xssVectors.join('\n<p>between</p>\n')
    const rounds = Math.ceil(xssVectors.length / 40)
    const pick = (list: string[], at: number) => list[at % list.length] ?? ''
    const failures: unknown[] = []
    for (let round = 0; round < rounds; round++) {
      const current = (await operator('/api/operator/tenants/config', { tenant_code: tenant })) as {
        version: { version: number }
        config: Json & {
          site: Json
          cms: Record<string, Json>
          seo: Json[]
          partners: Json[]
          social_accounts: Json[]
          menu: Json[]
        }
      }
      const config = current.config
      const at = round * 40
      const siteName = `Reel ${round} ${pick(short, at)}`.slice(0, 80)
      config.site = { ...config.site, site_name: siteName, logo_text: pick(vectorsUpTo(40), at) }
      for (const key of Object.keys(config.cms))
        config.cms[key] = { ...config.cms[key], status: true, en_body: everything, local_body: everything }
      const kept = config.seo.filter((record) => !seoPages.includes(String(record.page_name)))
      config.seo = [
        ...kept,
        ...seoPages.map((page_name, index) => ({
          page_name,
          en_item_name: pick(long, at + index),
          en_body: everything,
          local_item_name: pick(long, at + index + 7),
          local_body: everything,
          meta_title: pick(long, at + index + 13),
          meta_desc: pick(long, at + index + 19),
          meta_keywords: pick(long, at + index + 23),
          meta_url: '',
          meta_canonical: '',
          meta_author: pick(long, at + index + 29),
          meta_publisher: pick(long, at + index + 31),
          meta_lang: '',
          meta_image_url: '',
        })),
      ]
      config.partners = Array.from({ length: 40 }, (_, index) => ({
        partner_name: pick(medium, at + index),
        href: 'https://partner.example/',
        img_url: '',
      }))
      config.social_accounts = Array.from({ length: 20 }, (_, index) => ({
        platform: pick(vectorsUpTo(40), at + index),
        account_name: pick(medium, at + index + 20),
        url: 'https://social.example/',
      }))
      config.menu = config.menu.map((entry, index) => ({ ...entry, name: pick(short, at + index) }))
      const saved = (await operator('/api/operator/tenants/save', {
        tenant_code: tenant,
        based_on: current.version.version,
        config,
      })) as { version: { version: number } }
      await operator('/api/operator/tenants/publish', { tenant_code: tenant, version: saved.version.version })
      await untilPublished(siteName)
      // Every body carries all the vectors each round: its pages are read once; names change every round.
      for (const path of round === 0 ? [...bodyPages, ...namePages] : namePages) {
        const seen = await visit(page, path, dialogs)
        if (!clean(seen)) failures.push(seen)
      }
    }
    expect(failures).toEqual([])
    await context.close()
  })

  it('refuses a script URL where a link or picture address goes', async () => {
    const { context } = await newPage(env.browser, 390)
    const operator = await operatorApi(context)
    const current = (await operator('/api/operator/tenants/config', { tenant_code: tenant })) as Json & {
      version: { version: number }
      config: Json & { partners: Json[] }
    }
    const refusals: string[] = []
    for (const href of [
      'javascript:__xss(1)',
      ' JaVaScRiPt:__xss(2)',
      'data:text/html,<script>__xss(3)</script>',
    ]) {
      const config = { ...current.config, partners: [{ partner_name: 'Partner', href, img_url: href }] }
      const body = { tenant_code: tenant, based_on: current.version.version, config }
      const answer = await operator.raw('/api/operator/tenants/save', body)
      refusals.push(`${answer.status} ${String(answer.json.message).split(':')[0]}`)
    }
    // Refused as bad input naming the field, not for a missing token or role.
    expect(refusals).toEqual(Array(3).fill('400 config.partners.0.href'))
    await context.close()
  })
})

describe('strings a player writes (docs/architecture.md#xss)', () => {
  it('are refused by the API when they carry markup: the profile name and a bank account holder', async () => {
    const api = (path: string, body: Json) =>
      fetch(`http://127.0.0.1:${env.product.port}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain_name: domain, ...body }),
      }).then(async (response) => ({ status: response.status, json: (await response.json()) as Json }))
    const login = await api('/api/auth/login', {
      external_id: `ext-${tenant}`,
      account_id: 'demo',
      password: 'demo1234',
    })
    expect(login.status).toBe(200)
    const auth = { account_id: 'demo', auth: String(login.json.token) }
    const answers = new Set<string>()
    const refused = (answer: { status: number; json: Json }) =>
      answers.add(`${answer.status} ${String(answer.json.message).split(':')[0]}`)
    for (const vector of xssVectors) {
      refused(await api('/api/settings/profile_update', { ...auth, full_name: vector }))
      const bank = { ...auth, bank_code: 'BDO', holder_name: vector, account_no: '1234567890' }
      refused(await api('/api/wallet/add_bank', bank))
    }
    expect([...answers].sort()).toEqual(['400 full_name', '400 holder_name'])
  })

  it('run no script when the answers carry 220 vectors as game names, inbox messages, names and holders', async () => {
    const { context, page } = await newPage(env.browser, 1440)
    await signIn(page, env.product.origin(domain))
    await watch(context)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    // What the catalogue, the inbox and the player's records could hold: the answers as the API would give them.
    let next = 0
    const vector = () => xssVectors[next++ % xssVectors.length] ?? ''
    const hostile = new Set([
      'game_name',
      'provider_name',
      'full_name',
      'fullname',
      'holder_name',
      'title',
      'body',
    ])
    const poison = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(poison)
      if (!value || typeof value !== 'object') return value
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          hostile.has(key) && typeof inner === 'string' ? vector() : poison(inner),
        ]),
      )
    }
    await context.route(/\/api\/(product|settings|wallet|auth)\//, async (route) => {
      // The test's own process cannot resolve the tenant's *.localhost name as the browser does: ask by address.
      const url = new URL(route.request().url())
      const response = await route.fetch({
        url: `http://127.0.0.1:${url.port}${url.pathname}`,
        headers: { ...(await route.request().allHeaders()), host: url.host },
      })
      const json = (await response.json()) as Json
      const [first] = Array.isArray(json.value) ? (json.value as Json[]) : []
      if (route.request().url().endsWith('/get_inbox') && first) {
        json.value = xssVectors.map((_, index) => ({ ...first, inbox_id: index + 1 }))
        json.unread = xssVectors.length
      }
      await route.fulfill({ response, json: poison(json) })
    })
    const failures: unknown[] = []
    for (const path of [
      '/inbox',
      '/slots',
      '/',
      '/profile',
      '/account',
      '/bank-details',
      '/fishing',
      '/casino',
    ]) {
      const seen = await visit(page, path, dialogs)
      if (!clean(seen)) failures.push(seen)
    }
    expect(failures).toEqual([])
    expect(next).toBeGreaterThanOrEqual(xssVectors.length)
    await context.close()
  })
})
