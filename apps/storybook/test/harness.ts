import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumFlags, chromiumPath } from '@lobbykit/vitest-config/chromium'
import { type Browser, chromium, type Page } from 'playwright-core'

export const appDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..')
export const staticDir = join(appDir, 'storybook-static')

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/** Serves storybook-static on 127.0.0.1 at a random port. */
export async function serveStatic(root = staticDir): Promise<StaticServer> {
  if (!existsSync(join(root, 'index.json'))) {
    throw new Error(`${root} has no index.json: run \`pnpm --filter @lobbykit/storybook build\` first`)
  }
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path))
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found')
      return
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  }
}

/**
 * The baselines are drawn with the machine's fonts less Liberation: CI installs Chromium without its recommended
 * packages, so "Arial" in a font stack finds nothing there and the next family draws. A machine that has Liberation
 * (Debian's Chromium recommends it) draws "Arial" with it, and template13's headings, set in "Arial Black", Arial,
 * "Noto Sans", change a fifth of their screen. Hiding Liberation from the browser makes both machines draw alike.
 */
function fontsOfTheBaselines(): string {
  const file = join(tmpdir(), 'lobbykit-storybook-fonts.conf')
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      '  <selectfont><rejectfont><glob>*/liberation*/*</glob></rejectfont></selectfont>',
      '</fontconfig>',
      '',
    ].join('\n'),
  )
  return file
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, '--font-render-hinting=none', '--hide-scrollbars'],
    env: { ...process.env, FONTCONFIG_FILE: fontsOfTheBaselines() },
  })
}

export interface StoryEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  tags?: string[]
}

export function listStories(root = staticDir): StoryEntry[] {
  const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')) as {
    entries: Record<string, StoryEntry>
  }
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .sort((a, b) => a.id.localeCompare(b.id))
}

export function storyUrl(base: string, id: string, globals: Record<string, string> = {}): string {
  const g = Object.entries(globals)
    .map(([key, value]) => `${key}:${value}`)
    .join(';')
  return `${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${g ? `&globals=${g}` : ''}`
}

/**
 * Opens a story and waits until it has rendered: the root has content, every image has decoded, fonts are
 * ready, and two frames have painted. Animations and transitions are switched off for stable pixels.
 */
export async function openStory(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' })
  await page.evaluate(() => document.documentElement.setAttribute('data-visual-test', ''))
  await page
    .waitForFunction(
      () => {
        const root = document.querySelector('#storybook-root')
        const error = document.querySelector('.sb-show-errordisplay')
        return (
          Boolean(error) ||
          Boolean(
            root &&
              root.childElementCount > 0 &&
              !root.querySelector('[aria-busy="true"][data-story-loading]'),
          )
        )
      },
      undefined,
      // Generous: the first story of a fresh browser loads every shared chunk on a loaded 2-core machine.
      { timeout: 45_000 },
    )
    .catch((error: Error) => {
      throw new Error(`Story did not render at ${url}: ${error.message}`)
    })
  const failed = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'story failed to render')
      : null,
  )
  if (failed) throw new Error(`Story error at ${url}: ${failed}`)
  await settle(page)
}

/** Waits for fonts, the game grids to be placed, images (lazy ones made eager) and two painted frames. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    // A game grid places itself once it has measured itself (the viewport then gets its height), and fills its
    // window with cards as their pages arrive: a screenshot before that catches the grid half drawn. Wait until
    // every grid is placed and none of its cards is still busy, at most 5 s.
    const gridsSettled = () =>
      [...document.querySelectorAll('li[aria-setsize]')].every(
        (item) =>
          item.getAttribute('aria-busy') !== 'true' &&
          (item.parentElement?.parentElement as HTMLElement | null)?.style.height !== '',
      )
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)))
    const started = performance.now()
    while (!gridsSettled() && performance.now() - started < 5000) await frame()
    // A grid measures a card when it places itself, and again on a scroll or a resize: one measured before the
    // fonts had come keeps too short a row until then. Measure again now that they are in, as a player's first
    // scroll does.
    window.dispatchEvent(new Event('resize'))
    await frame()
    await frame()
    // Lazy images below the fold would never load: load them all, and never wait forever for one.
    for (const img of document.images) img.loading = 'eager'
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? undefined
          : Promise.race([
              new Promise((done) => {
                img.addEventListener('load', done, { once: true })
                img.addEventListener('error', done, { once: true })
              }),
              new Promise((done) => setTimeout(done, 1500)),
            ]),
      ),
    )
    await frame()
    await frame()
  })
}

/**
 * Shows a story in a page that already has the Storybook preview loaded, through the preview's own
 * channel (updateGlobals, setCurrentStory): no reload of the bundle, so hundreds of stories take minutes,
 * not tens of minutes. Falls back to a full load when the preview is not there yet or anything is odd.
 */
const pageGlobals = new WeakMap<Page, string>()

export async function showStory(
  page: Page,
  base: string,
  id: string,
  globals: Record<string, string> = {},
): Promise<void> {
  // Globals only change through the URL (an updateGlobals from inside the preview reloads it), so the
  // channel is used only while the page keeps the globals it was opened with.
  const key = JSON.stringify(Object.entries(globals).sort())
  const ready =
    page.url().startsWith(`${base}/iframe.html`) &&
    pageGlobals.get(page) === key &&
    (await page.evaluate(() => '__STORYBOOK_ADDONS_CHANNEL__' in window))
  if (!ready) {
    await openStory(page, storyUrl(base, id, globals))
    pageGlobals.set(page, key)
    return
  }
  const outcome = await page.evaluate(
    ({ id }) =>
      new Promise<string | null>((resolve) => {
        type Handler = (...args: unknown[]) => void
        type Channel = {
          on(e: string, f: Handler): void
          off(e: string, f: Handler): void
          emit(e: string, p: unknown): void
        }
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing']
        const handlers: [string, Handler][] = []
        const timer = setTimeout(() => done('timeout'), 20_000)
        function done(result: string | null) {
          clearTimeout(timer)
          for (const [event, handler] of handlers) channel.off(event, handler)
          resolve(result)
        }
        for (const event of events) {
          const handler: Handler = (storyId) => {
            if (event === 'storyRendered' && storyId !== undefined && storyId !== id) return
            done(event === 'storyRendered' ? null : event)
          }
          handlers.push([event, handler])
          channel.on(event, handler)
        }
        window.scrollTo(0, 0)
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
      }),
    { id },
  )
  if (outcome) {
    await openStory(page, storyUrl(base, id, globals))
    return
  }
  await settle(page)
}

/** Runs `task` over `items` with `concurrency` pages, each in its own browser context of the given width. */
export async function withPages<T>(
  browser: Browser,
  items: T[],
  concurrency: number,
  width: number,
  task: (page: Page, item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    try {
      while (next < items.length) {
        const item = items[next++]!
        await task(page, item)
      }
    } finally {
      await context.close()
    }
  })
  await Promise.all(workers)
}
