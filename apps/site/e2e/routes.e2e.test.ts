import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type RouteMeta, routeMeta, type SitePath, sitePaths } from '../src/shell/routeMeta'
import { newPage, productAndBrowserPerFile } from './harness'
import { signIn } from './session'

const env = productAndBrowserPerFile()

interface Tenant {
  domain: string
  template: string
  /** Where a visitor ends up from a guarded page, and which modal of the stack opens there. */
  visitor: { path: '/login' | '/'; modal?: 'login' | 'signin' }
}

const tenants: Tenant[] = [
  { domain: 'localhost', template: 'template1', visitor: { path: '/login' } },
  { domain: 'slot2.localhost', template: 'template11', visitor: { path: '/', modal: 'login' } },
  { domain: 'slot5.localhost', template: 'template14', visitor: { path: '/', modal: 'signin' } },
]

function expectedLayout(meta: RouteMeta, template: string) {
  return meta.layout ?? template
}

async function layoutOf(page: Page) {
  const frame = page.locator('[data-layout]').first()
  await frame.waitFor({ timeout: 15_000 })
  return frame.getAttribute('data-layout')
}

/** Visits every route, `concurrency` pages at a time, and returns the failures. */
async function visitAll(tenant: Tenant, prefix: '' | '/vi', signedIn: boolean): Promise<string[]> {
  const { context, page: first } = await newPage(env.browser, 390)
  if (signedIn) await signIn(first, env.product.origin(tenant.domain))
  await first.close()
  const failures: string[] = []
  const queue = [...sitePaths]
  const worker = async () => {
    const page = await context.newPage()
    for (let path = queue.shift(); path; path = queue.shift()) {
      const problem = await checkRoute(page, tenant, prefix, signedIn, path)
      if (problem)
        failures.push(`${tenant.domain}${prefix}${path} (${signedIn ? 'signed in' : 'visitor'}): ${problem}`)
    }
    await page.close()
  }
  await Promise.all([worker(), worker(), worker()])
  await context.close()
  return failures
}

async function checkRoute(page: Page, tenant: Tenant, prefix: string, signedIn: boolean, path: SitePath) {
  const meta: RouteMeta = routeMeta[path]
  const url = `${env.product.origin(tenant.domain)}${prefix}${path === '/' ? '' : path}` || '/'
  await page.goto(url)
  const guarded = meta.middleware?.includes('auth') && !signedIn
  if (guarded) {
    const target = `${prefix}${tenant.visitor.path === '/' ? '' : tenant.visitor.path}` || '/'
    await page
      .waitForURL((u) => (u.pathname.replace(/\/$/, '') || '/') === target, { timeout: 10_000 })
      .catch(() => {})
    const landed = new URL(page.url()).pathname.replace(/\/$/, '') || '/'
    if (landed !== target) return `expected redirect to ${target}, landed on ${landed}`
    if (tenant.visitor.modal) {
      // Texts differ per language: the dialog on screen and the modal stack's top tell which one opened.
      const opened = await page
        .getByRole('dialog')
        .waitFor({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        )
      const top = await page.evaluate(() => JSON.parse(localStorage.getItem('modal') ?? '{}').stack?.at(-1))
      if (!opened || top !== tenant.visitor.modal)
        return `expected the ${tenant.visitor.modal} dialog, saw ${top}`
    }
    return undefined
  }
  const layout = await layoutOf(page).catch(() => null)
  if (await page.getByRole('heading', { name: /: \// }).count()) return '404 shown'
  if (path === '/forgot-password' && signedIn) {
    const landed = new URL(page.url()).pathname.replace(/\/$/, '') || '/'
    return landed === (prefix || '/') ? undefined : `guest guard left a player on ${landed}`
  }
  const want = expectedLayout(meta, tenant.template)
  if (layout !== want) return `layout ${layout}, expected ${want}`
  return undefined
}

describe.each(tenants)('all 48 routes on $domain', (tenant) => {
  for (const prefix of ['', '/vi'] as const) {
    it(`visitor, prefix '${prefix}'`, async () => {
      expect(await visitAll(tenant, prefix, false)).toEqual([])
    })
    it(`signed in, prefix '${prefix}'`, async () => {
      expect(await visitAll(tenant, prefix, true)).toEqual([])
    })
  }
})

describe('unknown paths', () => {
  it("answers 'Page not found: /nope', with and without a language prefix", async () => {
    const { context, page } = await newPage(env.browser, 1440)
    await page.goto(`${env.product.origin()}/nope`)
    await expect(page.getByText('Page not found: /nope').waitFor()).resolves.toBeUndefined()
    await page.goto(`${env.product.origin()}/vi/nope`)
    await expect(page.getByText('Không tìm thấy trang: /vi/nope').waitFor()).resolves.toBeUndefined()
    await page.goto(`${env.product.origin()}/xx/slots`)
    await expect(page.getByText('Page not found: /xx/slots').waitFor()).resolves.toBeUndefined()
    await context.close()
  })
})
