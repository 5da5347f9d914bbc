/**
 * `pnpm --filter @lobbykit/bench lighthouse`: first paint as a player on a mid-range phone over a mobile network
 * meets it (issue "first paint from the server", docs/architecture.md#tenant-document). Lighthouse 12's mobile
 * preset (simulated Slow 4G and 4x CPU) in Debian's Chromium, on the production build (apps/api/dist serving
 * apps/site/dist on PostgreSQL), for the home and a lobby of a casino, a slot and a sportsbook tenant, beside a
 * static HTML page served on the same machine in the same run (the floor). Each page runs LIGHTHOUSE_RUNS
 * times (5); the table gives each figure's median, its target and the verdict, printed and written to
 * LIGHTHOUSE_REPORT (tooling/bench/lighthouse.md).
 */
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromiumFlags, chromiumPath } from '@lobbykit/vitest-config/chromium'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startProduct } from './processes'

const port = 18196
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
const reportPath =
  process.env.LIGHTHOUSE_REPORT ?? fileURLToPath(new URL('../lighthouse.md', import.meta.url))

/** The pages measured: a casino, a slot and a sportsbook tenant, each its home and its main lobby. */
const pages = [
  { name: 'casino1 home', url: `http://casino1.localhost:${port}/` },
  { name: 'casino1 /slots', url: `http://casino1.localhost:${port}/slots` },
  { name: 'slot2 home', url: `http://slot2.localhost:${port}/` },
  { name: 'slot2 /slots', url: `http://slot2.localhost:${port}/slots` },
  { name: 'sportsbook1 home', url: `http://sportsbook1.localhost:${port}/` },
  { name: 'sportsbook1 /sports', url: `http://sportsbook1.localhost:${port}/sports` },
]

/** The floor: what a page of a heading and a paragraph costs on this machine, in this run. */
const floorHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title><meta name="description" content="The static floor page of the first-paint benchmark."></head>
<body><h1>Static floor page</h1><p>A heading and a paragraph, served as they are: nothing to run.</p></body></html>`

interface Figures {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** One Lighthouse run of a page. */
async function runOnce(url: string, chromePort: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse gave no report for ${url}`)
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  }
}

/** The page's figures over `runs` runs; a run Lighthouse cannot finish is said and run again (twice at most). */
async function measure(url: string, chromePort: number): Promise<Figures> {
  const all: Figures[] = []
  let failures = 0
  while (all.length < runs) {
    try {
      all.push(await runOnce(url, chromePort))
    } catch (error) {
      failures += 1
      console.error(`a Lighthouse run of ${url} failed (${failures}): ${String(error).split('\n')[0]}`)
      if (failures > 2) throw error
    }
  }
  return {
    score: median(all.map((figures) => figures.score)),
    fcp: median(all.map((figures) => figures.fcp)),
    lcp: median(all.map((figures) => figures.lcp)),
    tbt: median(all.map((figures) => figures.tbt)),
    cls: median(all.map((figures) => figures.cls)),
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** The Markdown table: each page's figures, and whether each meets its target (the floor's own row has none). */
function table(floor: Figures, measured: { name: string; figures: Figures }[]): string {
  const verdict = (ok: boolean) => (ok ? 'meets' : '**misses**')
  const rows = [
    '| page | score (≥ 95) | FCP (≤ 1.5 × floor) | LCP (≤ 2 × floor) | TBT (≤ 150 ms) | CLS (≤ 0.02) | verdict |',
    '|---|---|---|---|---|---|---|',
    `| static floor page | ${floor.score} | ${seconds(floor.fcp)} | ${seconds(floor.lcp)} | ${Math.round(floor.tbt)} ms | ${floor.cls.toFixed(3)} | floor |`,
  ]
  for (const { name, figures } of measured) {
    const checks = [
      figures.score >= 95,
      figures.fcp <= 1.5 * floor.fcp,
      figures.lcp <= 2 * floor.lcp,
      figures.tbt <= 150,
      figures.cls <= 0.02,
    ]
    const cell = (text: string, ok: boolean | undefined) => (ok ? text : `${text} ✗`)
    rows.push(
      `| ${name} | ${cell(String(figures.score), checks[0])} | ${cell(seconds(figures.fcp), checks[1])} | ${cell(seconds(figures.lcp), checks[2])} | ${cell(`${Math.round(figures.tbt)} ms`, checks[3])} | ${cell(figures.cls.toFixed(3), checks[4])} | ${verdict(checks.every(Boolean))} |`,
    )
  }
  return rows.join('\n')
}

const floorServer = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
  response.end(floorHtml)
})
const product = await startProduct(port, 54333)
try {
  await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve))
  const floorUrl = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}/`
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
  try {
    const floor = await measure(floorUrl, chrome.port)
    const measured = []
    for (const page of pages)
      measured.push({ name: page.name, figures: await measure(page.url, chrome.port) })
    const report = [
      `Lighthouse 12 mobile preset (simulated Slow 4G, 4x CPU), median of ${runs} runs, Debian's Chromium, ${new Date().toISOString().slice(0, 10)}:`,
      '',
      table(floor, measured),
      '',
    ].join('\n')
    writeFileSync(reportPath, report)
    console.log(report)
  } finally {
    chrome.kill()
  }
} finally {
  floorServer.close()
  product.stop()
}
