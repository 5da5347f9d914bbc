import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axePath, axeTags, widths } from './axe'
import { newPage, productAndBrowserPerFile } from './harness'

/**
 * Every screen of the operator console (docs/operators.md#console), in each of the eight languages at 390 and
 * 1440 px: no axe violation (WCAG 2.2 AA), nothing wider than the screen, and the page in the language chosen.
 */

const env = productAndBrowserPerFile()

const axeSource = readFileSync(axePath, 'utf8')

/** The console's languages, as its picker lists them, and the `<html lang>` each gives the page. */
const languages = [
  ['en', 'en'],
  ['php', 'fil'],
  ['cn', 'zh'],
  ['esp', 'es'],
  ['rus', 'ru'],
  ['vi', 'vi'],
  ['ms', 'ms'],
  ['ne', 'ne'],
] as const

const screens = [
  '/tenants',
  '/tenants/new',
  '/tenants/casino1',
  '/tenants/casino1/versions',
  '/tenants/casino1/gallery',
  '/cashier',
  '/players',
  'player',
  '/operators',
  '/audit',
]

/** Waits until the screen has its data: nothing loading, nothing busy. */
const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('main h1') !== null &&
      document.querySelector('[aria-busy="true"]') === null &&
      !document.querySelector('main [role="status"]')?.textContent?.match(/…$/),
    undefined,
    { timeout: 15_000 },
  )

async function audit(page: Page, label: string, width: number): Promise<string[]> {
  await settled(page)
  // Evaluated, not added as a script element: the console's policy runs no script added to the page
  // (docs/architecture.md#security-headers).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const found = await page.evaluate(
    async ([tags]) => {
      const { violations } = await (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>
          }
        }
      ).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      })
      return violations.map(
        (violation) =>
          `${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    },
    [axeTags] as const,
  )
  const problems = found.map((violation) => `${label}: ${violation}`)
  const wide = await page.evaluate(() => document.documentElement.scrollWidth)
  if (wide > width) problems.push(`${label}: the page is ${wide} px wide`)
  return problems
}

describe('the operator console in every language', () => {
  for (const width of widths) {
    it(`has no axe violation and fits the screen at ${width} px`, async () => {
      const { context, page } = await newPage(env.browser, width)
      context.setDefaultTimeout(15_000)
      const base = `${env.product.origin('console.localhost')}/console`
      const problems: string[] = []
      try {
        await page.goto(`${base}/`)
        problems.push(...(await audit(page, 'sign-in (en)', width).catch((error: Error) => [error.message])))
        await page.getByLabel('E-mail address').fill('owner@lobbykit.test')
        await page.getByLabel('Password', { exact: true }).fill('console1234')
        await page.getByRole('button', { name: 'Sign in' }).click()
        await page.getByRole('navigation', { name: 'Sections' }).waitFor()
        // The demo player's page, found as support would find it.
        await page.goto(`${base}/players`)
        await page.getByRole('searchbox').fill('demo')
        await page.getByRole('button', { name: 'Search' }).click()
        await page.getByRole('link', { name: 'demo', exact: true }).first().click()
        await page.waitForURL(/\/players\/\d+$/)
        const playerPath = new URL(page.url()).pathname.replace(/^\/console/, '')
        for (const [code, htmlLang] of languages) {
          await page.locator('header select').selectOption(code)
          await page.waitForFunction((lang) => document.documentElement.lang === lang, htmlLang)
          for (const screen of screens) {
            const path = screen === 'player' ? playerPath : screen
            await page.goto(`${base}${path}`)
            await page.waitForFunction((lang) => document.documentElement.lang === lang, htmlLang)
            problems.push(
              ...(await audit(page, `${path} (${code})`, width).catch((error: Error) => [
                `${path} (${code}): ${error.message}`,
              ])),
            )
          }
        }
      } finally {
        await context.close()
      }
      expect(problems).toEqual([])
    })
  }
})
