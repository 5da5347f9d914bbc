import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axePath, axeTags } from './axe'
import { chromiumOptions, newPage, productAndBrowserPerFile, untilHydrated } from './harness'

const env = productAndBrowserPerFile()

/** Makes the browser's offer to install, as Chromium does when it judges the site worth installing. */
function offerInstall(page: Page) {
  return page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt: async () => {
        ;(window as unknown as { prompted: number }).prompted = 1
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(offer)
  })
}

/** The axe violations (WCAG 2.2 A and AA) of what the page shows once still; axe comes with the context's init script. */
function violationsNow(page: Page): Promise<string[]> {
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: { id: string }[] }> } }
    ).axe
    // A dialog fades in: measured once its animations are over, as a player reads it.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => {})))
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return violations.map((violation) => violation.id)
  }, axeTags)
}

/** docs/product.md#installable-app */
describe('the site as an installable app', () => {
  it("passes Chromium's installability check, keeps its shell and pages but never an API answer, and opens a page offline", async () => {
    // A profile of its own: Chromium installs nothing from an incognito window, which a plain context is.
    const profile = mkdtempSync(join(tmpdir(), 'lobbykit-app-'))
    const context = await chromium.launchPersistentContext(profile, {
      ...chromiumOptions,
      viewport: { width: 390, height: 844 },
    })
    const page = context.pages()[0] ?? (await context.newPage())
    const origin = env.product.origin('slot2.localhost')
    try {
      await page.goto(`${origin}/en`)
      await untilHydrated(page)
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
      expect(scope).toBe(`${origin}/`)

      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
      const manifest = await cdp.send('Page.getAppManifest')
      expect(manifest.errors).toEqual([])
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ display: 'standalone', start_url: '/' })

      // Controlled from the next page on: a lobby, then back home, each with its calls.
      await page.goto(`${origin}/en/slots`)
      await untilHydrated(page)
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
      await page.goto(`${origin}/en`)
      await untilHydrated(page)
      const kept = await page.evaluate(async () => {
        const names = await caches.keys()
        const urls: string[] = []
        for (const name of names)
          for (const request of await (await caches.open(name)).keys())
            urls.push(new URL(request.url).pathname)
        return { names, urls }
      })
      expect(kept.names).toEqual(['lobbykit-shell-v1'])
      expect(kept.urls).toContain('/en/slots')
      expect(kept.urls.some((path) => path.startsWith('/assets/'))).toBe(true)
      expect(kept.urls.filter((path) => path.startsWith('/api'))).toEqual([])

      // Offline, the lobby the player saw still opens from the kept copy, with the tenant's name.
      await context.setOffline(true)
      await page.goto(`${origin}/en/slots`)
      await page.locator('[data-layout]').first().waitFor({ timeout: 15_000 })
      expect(await page.title()).not.toBe('')
      await context.setOffline(false)
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  it("offers the browser's install on /download while it stands, and how to add the site by hand otherwise", async () => {
    const { context, page } = await newPage(env.browser, 390)
    const origin = env.product.origin('slot2.localhost')
    try {
      await page.goto(`${origin}/en/download`)
      await untilHydrated(page)
      await page.getByText("In your browser's menu, choose Install app or Add to Home screen.").waitFor()
      await offerInstall(page)
      const install = page.getByRole('button', { name: 'Install the app' })
      await install.click()
      expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1)
      // The offer is used: the page goes back to the words.
      await install.waitFor({ state: 'detached' })
    } finally {
      await context.close()
    }
  })

  it('offers the app in a bar on a phone once the browser offers it, opens the app-download dialog, and stays closed once closed', async () => {
    const { context, page } = await newPage(env.browser, 390)
    context.setDefaultTimeout(20_000)
    await context.addInitScript({ path: axePath })
    const origin = env.product.origin('casino3.localhost')
    try {
      await page.goto(`${origin}/en`)
      await untilHydrated(page)
      const bar = page.getByRole('region', { name: 'Get the app' })
      // No offer and no store app: nothing to get, no bar.
      await page.waitForTimeout(1_500)
      expect(await bar.count()).toBe(0)
      await offerInstall(page)
      await bar.waitFor()
      expect(await bar.textContent()).toContain('app')
      expect(await violationsNow(page)).toEqual([])

      await bar.getByRole('button', { name: 'Get the app' }).click()
      const dialog = page.getByRole('dialog', { name: 'Download the app' })
      await dialog.waitFor()
      expect(await violationsNow(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Install the app' }).click()
      expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1)
      // The offer is used up: nothing left to get, so the bar goes once the dialog closes.
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'detached' })
      await bar.waitFor({ state: 'detached' })

      // A new offer brings it back; "Not now" keeps it away, after a reload too.
      await offerInstall(page)
      await bar.getByRole('button', { name: 'Not now' }).click()
      await bar.waitFor({ state: 'detached' })
      await page.reload()
      await untilHydrated(page)
      await offerInstall(page)
      await page.waitForTimeout(1_500)
      expect(await bar.count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('never shows the bar on a desktop screen', async () => {
    const { context, page } = await newPage(env.browser, 1440)
    try {
      await page.goto(`${env.product.origin('casino3.localhost')}/en`)
      await untilHydrated(page)
      await offerInstall(page)
      await page.waitForTimeout(1_500)
      expect(await page.getByRole('region', { name: 'Get the app' }).count()).toBe(0)
    } finally {
      await context.close()
    }
  })
})
