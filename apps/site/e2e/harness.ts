import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumFlags, chromiumPath, localhostOnLoopback } from '@lobbykit/vitest-config/chromium'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

const apiEntry = fileURLToPath(new URL('../../api/dist/server.mjs', import.meta.url))
const siteDir = fileURLToPath(new URL('../dist', import.meta.url))

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

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

/** Starts the production build (API + built site) on loopback with a fresh embedded database. */
export async function startProduct(): Promise<Product> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-e2e-'))
  const child: ChildProcess = spawn(process.execPath, [apiEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      SITE_DIR: siteDir,
      DATABASE_URL: '',
      // Anything but production: the API prints the outbox (one-time codes) on its console, read by codeSentTo.
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited early:\n${output}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/startup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"domain_name":"localhost"}',
      })
      if (response.ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error(`API did not answer within 60 s:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  // One page drawn before the first test: a cold server draws its first page three times slower than the next,
  // which a test's first step would otherwise pay.
  const home = await fetch(`http://localhost:${port}/en`)
  if (!(await home.text()).includes('data-layout')) throw new Error(`the API drew no home page:\n${output}`)
  // A server that goes away mid-file turns every later step into "connection refused": say why, once.
  let stopping = false
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`API on :${port} exited (${signal ?? code}) during the tests:\n${output.slice(-4000)}`)
  })
  const codesTo = (phone: string) =>
    [...output.matchAll(outboxLine)].filter((match) => match[1] === phone).map((match) => match[2] ?? '')
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
      if (child.exitCode !== null || child.signalCode !== null)
        return rmSync(dataDir, { recursive: true, force: true })
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
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
