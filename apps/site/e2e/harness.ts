import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
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
  stop(): Promise<void>
}

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
  return {
    port,
    origin: (domain = 'localhost') => `http://${domain}:${port}`,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Every demo tenant lives on <code>.localhost: pin those names to IPv4 loopback, where the API listens.
      '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
    ],
  })
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
