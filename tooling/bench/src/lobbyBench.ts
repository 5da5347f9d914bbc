/**
 * `pnpm --filter @lobbykit/bench lobby`: the lobby at catalogue scale (docs/product.md#lobby) in Debian's
 * Chromium, as a player on a cheap phone meets it: the 12,000-game tenant `bigcatalogue.localhost`, its slots
 * lobby at 390 px with the CPU slowed four times. It prints the time from a search keystroke to the grid
 * showing that search's games (median and p95 over every key of a few searches), the grid's DOM node count,
 * and the cumulative layout shift while scrolling five pages of games. The API runs the production build
 * (apps/api/dist, serving apps/site/dist) on PostgreSQL: BENCH_DATABASE_URL, or a throwaway server.
 */

import { chromiumFlags, chromiumPath, localhostOnLoopback } from '@lobbykit/vitest-config/chromium'
import { chromium, type Page } from 'playwright-core'
import { startProduct } from './processes'

const port = 18194
const domain = 'bigcatalogue.localhost'
const origin = `http://${domain}:${port}`
/** What the bench types, key by key, emptying the box between searches. */
const searches = ['golden', 'dragon koi', 'lucky', 'aurora', 'bonanza 2']
const cpuSlowdown = 4
const pagesToScroll = 5

interface Figures {
  keystrokes: KeyTimes[]
  gridNodes: number
  documentNodes: number
  layoutShift: number
  scrolledGames: number
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
}

/** The first game the server answers for a search of the slots lobby, or '' when none matches. */
async function firstGameFor(search: string, externalId: string): Promise<string> {
  const response = await fetch(`${origin.replace(domain, '127.0.0.1')}/api/product/get_games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      domain_name: domain,
      external_id: externalId,
      category: 'slot_game',
      ...(search.trim() ? { search: search.trim() } : {}),
      page: 1,
      page_size: 48,
    }),
  })
  const answer = (await response.json()) as { value: { game_name: string }[] }
  return answer.value[0]?.game_name ?? ''
}

/** How long one keystroke took, from the key going down, in the page's own clock. */
interface KeyTimes {
  /** Until the grid in the page starts with the search's first game (or shows the empty state). */
  updated: number
  /** Until the start of the first frame that paints it. */
  painted: number
}

/**
 * Presses one key in the lobby's search box and times it (KeyTimes). The page watches from the key on, so the
 * times do not include the bench's round trips to the browser. The grid counts as updated once the box holds
 * the key and the grid's first card is the search's first game: a mutation observer sees that as the page
 * changes it, animation frames as it is painted (or that the grid had nothing to change).
 */
async function timeKey(page: Page, key: string, expected: string): Promise<KeyTimes> {
  await page.evaluate((first) => {
    const marks = window as unknown as { keyTimes?: Promise<KeyTimes> }
    marks.keyTimes = new Promise<KeyTimes>((resolve, reject) => {
      const box = document.querySelector<HTMLInputElement>('main input[type="search"]')
      const before = box?.value
      document.addEventListener(
        'keydown',
        () => {
          const keyDownAt = performance.now()
          const shows = () => {
            if (box?.value === before) return false
            const card = document.querySelector('main [data-block="game-card"]')
            return first === '' ? card === null : (card?.textContent ?? '').includes(first)
          }
          let updated: number | undefined
          const observer = new MutationObserver(() => {
            if (updated !== undefined || !shows()) return
            updated = performance.now() - keyDownAt
            observer.disconnect()
          })
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
          })
          const frame = () => {
            const now = performance.now() - keyDownAt
            // Shown without a change to observe: the key left the grid's first game first.
            if (updated === undefined && shows()) updated = now
            if (updated !== undefined) {
              observer.disconnect()
              resolve({ updated, painted: now })
            } else if (now > 10_000) {
              observer.disconnect()
              reject(new Error(`the grid never showed ${first || 'no games'}`))
            } else requestAnimationFrame(frame)
          }
          requestAnimationFrame(frame)
        },
        { capture: true, once: true },
      )
    })
  }, expected)
  await page.keyboard.press(key)
  return page.evaluate(() => (window as unknown as { keyTimes: Promise<KeyTimes> }).keyTimes)
}

async function measureLobby(page: Page, externalId: string): Promise<Figures> {
  await page.goto(`${origin}/slots`)
  await page.locator('main [data-block="game-card"]').first().waitFor({ timeout: 60_000 })
  const box = page.getByRole('searchbox').first()
  await box.click()
  const keystrokes: KeyTimes[] = []
  for (const search of searches) {
    for (let length = 1; length <= search.length; length++) {
      const expected = await firstGameFor(search.slice(0, length), externalId)
      keystrokes.push(
        await timeKey(page, search[length - 1] === ' ' ? 'Space' : (search[length - 1] ?? ''), expected),
      )
    }
    for (let length = search.length - 1; length >= 0; length--) {
      const expected = await firstGameFor(search.slice(0, length), externalId)
      keystrokes.push(await timeKey(page, 'Backspace', expected))
    }
  }
  const nodes = await page.evaluate(() => {
    const grid = document.querySelector('main [aria-setsize]')?.closest('ul')?.parentElement
    return { grid: grid ? grid.querySelectorAll('*').length : 0, all: document.querySelectorAll('*').length }
  })
  // Layout shifts while the player scrolls five pages of games down the lobby.
  await page.evaluate(() => {
    const state = window as unknown as { shift: number }
    state.shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) state.shift += entry.value
      }
    }).observe({ type: 'layout-shift' })
  })
  const target = pagesToScroll * 48
  for (let step = 0; step < 400; step++) {
    const shown = await page.evaluate(() => {
      const items = [...document.querySelectorAll('main li[aria-posinset]')]
      return Math.max(0, ...items.map((item) => Number(item.getAttribute('aria-posinset'))))
    })
    if (shown >= target) break
    await page.evaluate(() => window.scrollBy(0, 420))
    await page.waitForTimeout(120)
  }
  await page.waitForTimeout(1_000)
  const scrolled = await page.evaluate(() => {
    const items = [...document.querySelectorAll('main li[aria-posinset]')]
    return Math.max(0, ...items.map((item) => Number(item.getAttribute('aria-posinset'))))
  })
  const layoutShift = await page.evaluate(() => (window as unknown as { shift: number }).shift)
  return {
    keystrokes,
    gridNodes: nodes.grid,
    documentNodes: nodes.all,
    layoutShift,
    scrolledGames: scrolled,
  }
}

function report(figures: Figures) {
  const updated = figures.keystrokes.map((times) => times.updated)
  const painted = figures.keystrokes.map((times) => times.painted)
  if (process.env.BENCH_VERBOSE)
    console.log(
      figures.keystrokes.map((times) => `${times.updated.toFixed(0)}/${times.painted.toFixed(0)}`).join(' '),
    )
  const median = percentile(updated, 0.5)
  const p95 = percentile(updated, 0.95)
  const rows = [
    {
      figure: 'search keystroke to updated grid, median (ms)',
      value: median.toFixed(1),
      target: '< 16',
      ok: median < 16,
    },
    {
      figure: 'search keystroke to updated grid, p95 (ms)',
      value: p95.toFixed(1),
      target: '< 50',
      ok: p95 < 50,
    },
    {
      figure: 'search keystroke to the frame that paints it, median (ms)',
      value: percentile(painted, 0.5).toFixed(1),
      target: '',
      ok: undefined,
    },
    {
      figure: 'search keystroke to the frame that paints it, p95 (ms)',
      value: percentile(painted, 0.95).toFixed(1),
      target: '',
      ok: undefined,
    },
    {
      figure: 'DOM nodes in the grid',
      value: String(figures.gridNodes),
      target: '< 600',
      ok: figures.gridNodes < 600,
    },
    {
      figure: `cumulative layout shift, scrolling ${pagesToScroll} pages (to game ${figures.scrolledGames})`,
      value: figures.layoutShift.toFixed(4),
      target: '0',
      ok: figures.layoutShift === 0,
    },
  ]
  console.log(
    `Lobby of ${domain} (12,000 games) at 390 px, CPU ${cpuSlowdown}x slower, Chromium; ${figures.keystrokes.length} keystrokes; ${figures.documentNodes} DOM nodes on the page`,
  )
  console.table(
    rows.map(({ ok, ...row }) => ({ ...row, verdict: ok === undefined ? '' : ok ? 'meets' : 'MISSES' })),
  )
}

const product = await startProduct(port, 54332)
try {
  const site = (await (
    await fetch(`http://127.0.0.1:${port}/api/startup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain_name: domain }),
    })
  ).json()) as { site: { external_id: string } }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, localhostOnLoopback],
  })
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    // tsx names the functions this file hands to page.evaluate through a helper the page lacks.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target' })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    report(await measureLobby(page, site.site.external_id))
  } finally {
    await browser.close()
  }
} catch (error) {
  console.error(product.output())
  throw error
} finally {
  product.stop()
}
