import type { AnyRoute, AnyRouter } from '@tanstack/react-router'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
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

/** A page of the site's route tree, as the running site's router has it. */
interface SitePage {
  /** The path without language prefix (`/`, `/deposit`). */
  path: string
  layout?: string
  /** The guard route the page sits under (`_player`, `_visitor`), if any. */
  guard?: string
}

/**
 * The pages of the route tree the site runs: the leaves of its router's `routesById` (TanStack Router keeps
 * the router on `window.__TSR_ROUTER__`), so a new page file is visited without any list to update.
 */
async function sitePages(page: Page, origin: string): Promise<SitePage[]> {
  await page.goto(origin)
  await page.waitForFunction(() => '__TSR_ROUTER__' in window, undefined, { timeout: 15_000 })
  return page.evaluate(() => {
    const router = (window as unknown as { __TSR_ROUTER__: AnyRouter }).__TSR_ROUTER__
    const routes = Object.values(router.routesById) as AnyRoute[]
    return routes
      .filter((route) => !route.isRoot && !route.children && route.fullPath.startsWith('/{-$lang}'))
      .map((route) => {
        let guard: string | undefined
        for (let up: AnyRoute | undefined = route.parentRoute; up && !guard; up = up.parentRoute)
          guard = /\/(_[a-z]+)$/.exec(up.id)?.[1]
        return {
          path: route.fullPath.slice('/{-$lang}'.length) || '/',
          layout: route.options.staticData?.layout,
          guard,
        }
      })
  })
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
  const pages = await sitePages(first, env.product.origin(tenant.domain))
  await first.close()
  // docs/product.md#routes names 48: fewer means the router was not read, not that pages went away.
  if (pages.length < 48) return [`the router has only ${pages.length} pages`]
  const failures: string[] = []
  const queue = [...pages]
  const worker = async () => {
    const page = await context.newPage()
    for (let route = queue.shift(); route; route = queue.shift()) {
      const problem = await checkRoute(page, tenant, prefix, signedIn, route)
      if (problem)
        failures.push(
          `${tenant.domain}${prefix}${route.path} (${signedIn ? 'signed in' : 'visitor'}): ${problem}`,
        )
    }
    await page.close()
  }
  await Promise.all([worker(), worker(), worker()])
  await context.close()
  return failures
}

async function checkRoute(page: Page, tenant: Tenant, prefix: string, signedIn: boolean, route: SitePage) {
  const { path } = route
  const url = `${env.product.origin(tenant.domain)}${prefix}${path === '/' ? '' : path}` || '/'
  await page.goto(url)
  const guarded = route.guard === '_player' && !signedIn
  if (guarded) {
    const target = `${prefix}${tenant.visitor.path === '/' ? '' : tenant.visitor.path}` || '/'
    await page
      .waitForURL((u) => (u.pathname.replace(/\/$/, '') || '/') === target, { timeout: 20_000 })
      .catch(() => {})
    const landed = new URL(page.url()).pathname.replace(/\/$/, '') || '/'
    if (landed !== target) return `expected redirect to ${target}, landed on ${landed}`
    if (tenant.visitor.modal) {
      // Texts differ per language: the dialog on screen and the modal stack's top tell which one opened.
      const opened = await page
        .getByRole('dialog')
        .waitFor({ timeout: 20_000 })
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
  if (route.guard === '_visitor' && signedIn) {
    const landed = new URL(page.url()).pathname.replace(/\/$/, '') || '/'
    return landed === (prefix || '/') ? undefined : `guest guard left a player on ${landed}`
  }
  const want = route.layout ?? tenant.template
  if (layout !== want) return `layout ${layout}, expected ${want}`
  return undefined
}

describe.each(tenants)('every route of the route tree on $domain', (tenant) => {
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
