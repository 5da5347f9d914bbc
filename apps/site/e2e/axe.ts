import { createRequire } from 'node:module'
import { templateRegistry } from '@lobbykit/contract'
import type { AnyRoute, AnyRouter } from '@tanstack/react-router'
import type { Browser, Page } from 'playwright-core'
import { afterAll, describe, it } from 'vitest'
import { inShare, parseAuditShare } from './auditShare'
import { newPage, productAndBrowserPerFile } from './harness'
import { holdActiveBonus, signIn } from './session'

export const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** WCAG 2.0-2.2 A and AA rules, colour contrast included: the tags the Storybook axe run uses too. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** A phone and a desktop (docs/product.md#breakpoints): every page is audited at both. */
export const widths = [390, 1440] as const

export interface DemoTenant {
  domain: string
  template: string
}

/**
 * One demo tenant per template: each template code answers on `<code>.localhost`
 * (docs/architecture.md#tenants), so the registry names them all and a 21st template is audited unasked.
 */
export const demoTenants: DemoTenant[] = templateRegistry.map((entry) => ({
  domain: `${entry.code}.localhost`,
  template: entry.id,
}))

interface Violation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/** What the init script below adds to every page of an audited context. */
interface AuditWindow {
  __TSR_ROUTER__: AnyRouter
  axe: {
    run: (
      context: unknown,
      options: unknown,
    ) => Promise<{
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[]
    }>
  }
  /** Requests under way (the shell's data comes through fetch). */
  __inflight: number
  /** Resolves once the router is idle, no request is under way and nothing is busy. */
  __settled: () => Promise<void>
  /**
   * Goes to `href` client-side, waits until the page has settled and runs axe with `tags`; `sideways` names what
   * makes the page wider than the screen, if anything does.
   */
  __audit: (
    href: string,
    tags: string[],
  ) => Promise<{ landed: string; violations: Violation[]; sideways: string | null }>
}

/**
 * Runs in every page before the site's own code: counts fetches, and defines `__audit`, so each page
 * costs one round trip from the test.
 */
function auditScript() {
  const w = window as unknown as AuditWindow
  w.__inflight = 0
  const original = window.fetch.bind(window)
  const done = () => {
    // The page reads the body and renders what it got a task later.
    setTimeout(() => {
      w.__inflight -= 1
    }, 0)
  }
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    w.__inflight += 1
    try {
      const response = await original(...args)
      // Counted until the whole body has arrived, not only the headers.
      response.clone().arrayBuffer().then(done, done)
      return response
    } catch (error) {
      done()
      throw error
    }
  }
  const idle = () => {
    const state = w.__TSR_ROUTER__.state
    return (
      state.status === 'idle' &&
      !state.isLoading &&
      w.__inflight === 0 &&
      document.querySelector('[data-layout]') !== null &&
      document.querySelector('[aria-busy="true"]') === null
    )
  }
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  /**
   * A page a player would have to scroll sideways (docs/product.md#breakpoints): by how much, and the element that
   * makes it so, found by hiding one element at a time from the body down (an absolutely placed element escapes
   * the scroller it sits in when its containing block is outside it, so boxes alone do not tell).
   */
  const widerThanScreen = (): string | null => {
    const screen = document.documentElement.clientWidth
    const wide = () => (document.scrollingElement?.scrollWidth ?? screen) > screen
    if (!wide()) return null
    const by = (document.scrollingElement?.scrollWidth ?? screen) - screen
    let culprit: Element = document.body
    for (let depth = 0; depth < 60; depth++) {
      const next = Array.from(culprit.children).find((child) => {
        if (!(child instanceof HTMLElement || child instanceof SVGElement)) return false
        const before = child.style.display
        child.style.display = 'none'
        const fits = !wide()
        child.style.display = before
        return fits
      })
      if (!next) break
      culprit = next
    }
    const text = (culprit.textContent ?? '').trim().slice(0, 40)
    return `${by} px wider than the screen: ${culprit.tagName.toLowerCase()}.${String(culprit.className).split(' ')[0]} "${text}"`
  }
  /**
   * Idle at two looks 20 ms apart, from two frames after the navigation (React has committed the page
   * and its effects have asked for their data): the route's code and data are in and rendered.
   */
  const settled = async () => {
    await frame()
    await frame()
    await new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + 15_000
      let streak = 0
      const look = () => {
        streak = idle() ? streak + 1 : 0
        if (streak >= 2) return resolve()
        if (Date.now() > deadline) return reject(new Error(`not settled after 15 s on ${location.pathname}`))
        setTimeout(look, 20)
      }
      look()
    })
  }
  w.__settled = settled
  w.__audit = async (href, tags) => {
    await w.__TSR_ROUTER__.navigate({ href })
    await settled()
    // axe measures boxes, and the browser does not lay out what `content-visibility: auto` skips (the cards past
    // a list's first screen, ui's laterCard): their contents overflow their stand-in boxes and axe reports
    // overlaps nobody sees (dequelabs/axe-core#2768). Audited as a player scrolling to them sees them.
    const renderAll = document.createElement('style')
    renderAll.textContent = '*{content-visibility:visible!important}'
    document.head.append(renderAll)
    const sideways = widerThanScreen()
    const result = await w.axe
      .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })
      .finally(() => renderAll.remove())
    return {
      sideways,
      landed: location.pathname,
      violations: result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      })),
    }
  }
}

const runAudit = ({ href, tags }: { href: string; tags: string[] }) =>
  (window as unknown as AuditWindow).__audit(href, tags)

/** A page of the running router's route tree (read as routes.e2e.test.ts does), without language prefix. */
interface SitePage {
  path: string
  guard?: string
}

async function sitePages(page: Page): Promise<SitePage[]> {
  return page.evaluate(() => {
    const router = (window as unknown as AuditWindow).__TSR_ROUTER__
    return (Object.values(router.routesById) as AnyRoute[])
      .filter((route) => !route.isRoot && !route.children && route.fullPath.startsWith('/{-$lang}'))
      .map((route) => {
        let guard: string | undefined
        for (let up: AnyRoute | undefined = route.parentRoute; up && !guard; up = up.parentRoute)
          guard = /\/(_[a-z]+)$/.exec(up.id)?.[1]
        return { path: route.fullPath.slice('/{-$lang}'.length) || '/', guard }
      })
  })
}

export interface AuditResult {
  /** One line per violation: tenant, width, path, rule id and the offending nodes. */
  failures: string[]
  pages: number
}

/**
 * Audits one tenant at one width in one browser context: the visitor's pages (every page not under the
 * `_player` guard) or, signed in as the demo player holding an active deposit bonus, the player's pages
 * (docs/product.md#guards) and /promotions. Every page after the first is reached client-side, as a visitor
 * moving through the menu would.
 */
export async function auditTenant(
  browser: Browser,
  origin: string,
  tenant: DemoTenant,
  width: number,
  who: 'visitor' | 'player',
): Promise<AuditResult> {
  const { context, page } = await newPage(browser, width)
  await context.addInitScript({ path: axePath })
  await context.addInitScript(auditScript)
  const failures: string[] = []
  try {
    if (who === 'player') {
      await signIn(page, origin)
      // The login page sends the player home once signed in: let that navigation land first.
      await page.waitForURL((url) => !url.pathname.endsWith('/login'))
      await holdActiveBonus(page)
    } else await page.goto(origin)
    await page.waitForFunction(() => '__TSR_ROUTER__' in window, undefined, { timeout: 15_000 })
    await page.evaluate(() => (window as unknown as AuditWindow).__settled())
    const routes = await sitePages(page)
    // docs/product.md#routes names 48: fewer means the router was not read, not that pages went away.
    if (routes.length < 48)
      return { failures: [`${tenant.domain}: the router has only ${routes.length} pages`], pages: 0 }
    // /promotions is everyone's, but shows a signed-in player their bonus and the offers to opt in to.
    const pages = routes.filter((route) =>
      who === 'player'
        ? route.guard === '_player' || route.path === '/promotions'
        : route.guard !== '_player',
    )
    for (const { path } of pages) {
      const audit = await page.evaluate(runAudit, { href: path, tags: axeTags }).catch((error: Error) => {
        const help = error.message.split('\n')[0] ?? ''
        return {
          landed: path,
          sideways: null,
          violations: [{ id: 'no audit', impact: null, help, targets: [] }],
        }
      })
      // A redirect (a guarded page, the forgot-password page of a player) names where the audit ran.
      const landed = audit.landed.replace(/\/$/, '') || '/'
      const where = `${tenant.domain} (${tenant.template}) ${width}px ${who} ${path}${landed === path ? '' : ` (at ${landed})`}`
      // A player page that sends the player elsewhere was not audited: the session did not hold.
      if (who === 'player' && landed !== path) failures.push(`${where}: redirected, so not audited`)
      if (audit.sideways) failures.push(`${where}: scrolls sideways, ${audit.sideways}`)
      for (const violation of audit.violations)
        failures.push(
          `${where}: ${violation.id} (${violation.impact}) ${violation.help}: ${violation.targets.join(' | ')}`,
        )
    }
    return { failures, pages: pages.length }
  } finally {
    await context.close()
  }
}

/** The share of the audit matrix this run audits (auditShare.ts): `AXE_SHARE`, the whole matrix when unset. */
const share = parseAuditShare(process.env.AXE_SHARE)

/**
 * One test per tenant and width, in a file of its own: the file starts the product and Chromium once,
 * reuses them for every tenant and prints what the audits cost when it ends. A tenant and width outside this run's
 * share (auditShare.ts) is skipped, and the file names the share.
 */
export function describeAudits(title: string, tenants: DemoTenant[], who: 'visitor' | 'player') {
  const env = productAndBrowserPerFile()
  const cost = { audits: 0, contexts: 0, ms: 0 }
  const audited: string[] = []
  describe.each(tenants)('$domain ($template)', (tenant) => {
    const templateIndex = demoTenants.findIndex((demo) => demo.domain === tenant.domain)
    for (const [widthIndex, width] of widths.entries()) {
      const ours = inShare(share, templateIndex, widthIndex, widths.length)
      if (ours) audited.push(`${tenant.template} ${width}px`)
      // Both widths at once: axe runs in one renderer process, so two contexts keep the machine's two cores busy.
      const test = ours ? it.concurrent : it.skip
      test(`${who} pages at ${width}px have no axe violations (WCAG 2.2 A and AA)`, async ({ expect }) => {
        const started = Date.now()
        const { failures, pages } = await auditTenant(
          env.browser,
          env.product.origin(tenant.domain),
          tenant,
          width,
          who,
        )
        cost.audits += pages
        cost.contexts += 1
        cost.ms += Date.now() - started
        expect(failures.length, `${failures.length} axe violations:\n${failures.join('\n')}`).toBe(0)
      })
    }
  })
  afterAll(() => {
    const seconds = (cost.ms / 1000).toFixed(1)
    const each = cost.audits ? Math.round(cost.ms / cost.audits) : 0
    const which = share
      ? `share ${share.index + 1} of ${share.of} (AXE_SHARE=${share.index}/${share.of}): ${audited.join(', ')}`
      : 'the whole matrix'
    console.log(
      `axe ${title}, ${which}: ${cost.audits} page audits in ${cost.contexts} tenant x width contexts, ${seconds} s (${each} ms a page)`,
    )
  })
}
