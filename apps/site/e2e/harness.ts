import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumFlags, chromiumPath, localhostOnLoopback } from '@lobbykit/vitest-config/chromium'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { freePort, startApi, stopApi } from './apiProcess'

export interface Product {
  port: number
  /** `http://<domain>:<port>` for a demo tenant domain such as `slot2.localhost`. */
  origin(domain?: string): string
  /**
   * Runs `action` (the click that asks for a one-time code) and gives the 6-digit code of the text message it
   * put in the outbox for `phone`: the product prints every outbox message on its console outside production
   * (apps/api/src/server.ts), and the harness reads that console, since the embedded database is locked by the
   * running API. Waits at most `timeoutMs` for a message newer than the ones sent before `action`.
   */
  codeSentTo(phone: string, action: () => Promise<unknown>, timeoutMs?: number): Promise<string>
  stop(): Promise<void>
}

/** `[outbox] to 639171234567: Reel Riot: your verification code is 123456. It expires in 5 minutes.` */
const outboxLine = /^\[outbox\] to (\S+): .* code is (\d{6})\./gm

/** The embedded database the global setup seeded once for the run (e2e/globalSetup.ts), if it ran. */
function seededDatabase(): string | undefined {
  try {
    return inject('seededDatabase')
  } catch {
    return undefined
  }
}

/**
 * Starts the production build (API + built site) on loopback over a database of its own: a copy of the one the
 * global setup seeded, so that no file sees another's changes and none pays for the seed again.
 */
export async function startProduct(): Promise<Product> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-e2e-'))
  const seeded = seededDatabase()
  if (seeded) cpSync(seeded, dataDir, { recursive: true })
  const { child, output } = await startApi(port, dataDir)
  // One page drawn before the first test: a cold server draws its first page three times slower than the next,
  // which a test's first step would otherwise pay.
  const home = await fetch(`http://localhost:${port}/en`)
  if (!(await home.text()).includes('data-layout')) throw new Error(`the API drew no home page:\n${output()}`)
  // A server that goes away mid-file turns every later step into "connection refused": say why, once.
  let stopping = false
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`API on :${port} exited (${signal ?? code}) during the tests:\n${output().slice(-4000)}`)
  })
  const codesTo = (phone: string) =>
    [...output().matchAll(outboxLine)].filter((match) => match[1] === phone).map((match) => match[2] ?? '')
  return {
    port,
    origin: (domain = 'localhost') => `http://${domain}:${port}`,
    async codeSentTo(phone, action, timeoutMs = 10_000) {
      const before = codesTo(phone).length
      await action()
      const until = Date.now() + timeoutMs
      for (;;) {
        const codes = codesTo(phone)
        if (codes.length > before) return codes[codes.length - 1] ?? ''
        if (Date.now() > until)
          throw new Error(`no one-time code was texted to ${phone} within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    async stop() {
      stopping = true
      await stopApi(child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Debian's Chromium, headless, with every demo tenant's `<code>.localhost` on IPv4 loopback. */
export const chromiumOptions = { executablePath: chromiumPath, args: [...chromiumFlags, localhostOnLoopback] }

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumOptions)
}

export async function newPage(
  browser: Browser,
  width = 390,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 } })
  const page = await context.newPage()
  return { context, page }
}

/**
 * Waits until a page the server drew has hydrated and started its after-mount loads (docs/product.md#after-mount).
 * Until then its code may still be on its way (it waits for the first screen's pictures), its links are plain
 * links and its buttons are kept to be pressed later: a test that acts at once races the download.
 */
export function untilHydrated(page: Page) {
  return page.waitForFunction(
    () => performance.getEntriesByName('lobbykit:after-mount').length > 0,
    undefined,
    {
      timeout: 15_000,
    },
  )
}

/**
 * Starts the product and Chromium before a test file's tests and stops both after them; read
 * `env.product` and `env.browser` inside the tests.
 */
export function productAndBrowserPerFile(): { product: Product; browser: Browser } {
  const env = {} as { product: Product; browser: Browser }
  beforeAll(async () => {
    env.product = await startProduct()
    env.browser = await launchBrowser()
  })
  afterAll(async () => {
    await env.browser?.close()
    await env.product?.stop()
  })
  return env
}
