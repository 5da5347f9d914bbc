import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { templateRegistry } from '@lobbykit/contract'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { colourRules, describeViolations, documentShape, runAxe } from './axe.ts'
import {
  appDir,
  launchBrowser,
  listStories,
  type StaticServer,
  type StoryEntry,
  serveStatic,
  showStory,
  withPages,
} from './harness.ts'
import { judgeTooAlike, type Landmarks, layoutDistance, measureLandmarks, type TooAlike } from './layout.ts'
import {
  baselineName,
  compareWithBaseline,
  isCI,
  maxDiffRatio,
  missingBaselineMessage,
  pruneBaselines,
} from './visual.ts'

const update = process.env.VISUAL_UPDATE === '1'
const ci = isCI()
const widths = [390, 1440] as const
const pagesPerWidth = 3
/** Two templates whose Home layouts are closer than this (see layoutDistance) are "too alike". */
const minLayoutDistance = 0.02

let server: StaticServer
let browser: Browser
let stories: StoryEntry[]

beforeAll(async () => {
  server = await serveStatic()
  browser = await launchBrowser()
  stories = listStories()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const homeId = (template: string) => `templates-${template}--home`

/** Each template's Home at each width in its first colour, as the story pass saw it (documentShape). */
const homeShapes = new Map<string, string>()
const shapeKey = (id: string, width: number) => `${id} @${width}`

/** The template each template was generated from (`lobbykit.copiedFrom` in its package.json), if any. */
function copiedFrom(templates: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(
    templates.map((id) => {
      const pkg = JSON.parse(
        readFileSync(join(appDir, '../../packages/templates', id, 'package.json'), 'utf8'),
      )
      return [id, pkg.lobbykit?.copiedFrom]
    }),
  )
}

describe('storybook in Chromium', () => {
  it('has a Home story for every template of the registry', () => {
    const ids = new Set(stories.map((s) => s.id))
    const missing = templateRegistry.filter((t) => !ids.has(homeId(t.id))).map((t) => t.id)
    expect(missing, `templates without a Templates/<id> Home story: ${missing.join(', ')}`).toEqual([])
  })

  it('every story matches its baseline at 390 and 1440 px and has no axe violations', async () => {
    const visual = stories.filter((s) => !s.tags?.includes('no-visual'))
    const changes: string[] = []
    const missing: string[] = []
    const created: string[] = []
    const violations: string[] = []
    for (const width of widths) {
      await withPages(browser, visual, pagesPerWidth, width, async (page, story) => {
        await showStory(page, server.url, story.id)
        const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' })
        const name = baselineName(story.id, width)
        const result = compareWithBaseline(name, shot, { update, ci })
        if (result.status === 'new') created.push(name)
        else if (result.status === 'missing') missing.push(missingBaselineMessage(name))
        else if (result.status !== 'same' && result.status !== 'written') {
          changes.push(
            `${story.id} @${width}: ${result.status} (${(result.ratio * 100).toFixed(2)}% of pixels)`,
          )
        }
        violations.push(...describeViolations(`${story.id} @${width}`, await runAxe(page)))
        if (story.id.endsWith('--home')) homeShapes.set(shapeKey(story.id, width), await documentShape(page))
      })
    }
    if (update) pruneBaselines(new Set(visual.flatMap((s) => widths.map((w) => baselineName(s.id, w)))))
    if (created.length > 0) {
      console.info(`new visual baselines (commit them): ${created.sort().join(', ')}`)
    }
    expect(missing, 'stories without a baseline (CI compares, it never writes one)').toEqual([])
    expect(
      changes,
      `stories differ from their baselines by more than ${maxDiffRatio * 100}% (see test-results/visual; ` +
        'if intended: pnpm --filter @lobbykit/storybook visual:update)',
    ).toEqual([])
    expect(violations).toEqual([])
  }, 600_000)

  it('every template x colour Home story passes axe (WCAG 2.2 AA, contrast included) at 390 and 1440 px', async () => {
    const ids = new Set(stories.map((s) => s.id))
    // Colour 0 is covered by the story pass above; here the other four of each template, colour after colour, so a
    // page keeps its colour from one template to the next and shows each without loading Storybook again.
    const runs = [1, 2, 3, 4].flatMap((colour) =>
      templateRegistry.filter((t) => ids.has(homeId(t.id))).map((t) => ({ template: t.id, colour })),
    )
    const violations: string[] = []
    let colourOnly = 0
    for (const width of widths) {
      await withPages(browser, runs, pagesPerWidth, width, async (page, run) => {
        await showStory(page, server.url, homeId(run.template), { colour: String(run.colour) })
        const applied = await page.evaluate(() =>
          document.querySelector('[data-colour]')?.getAttribute('data-colour'),
        )
        const expected = templateRegistry.find((t) => t.id === run.template)!.colours[run.colour]
        if (applied !== expected)
          violations.push(`${run.template} colour ${run.colour}: rendered ${applied}, not ${expected}`)
        // The same document as in the first colour (the story pass audited it with every rule): only the rules
        // that read colours can find anything new. Another document gets every rule.
        const sameDocument =
          homeShapes.get(shapeKey(homeId(run.template), width)) === (await documentShape(page))
        if (sameDocument) colourOnly += 1
        const found = await runAxe(page, sameDocument ? colourRules : undefined)
        violations.push(...describeViolations(`${run.template} ${expected} @${width}`, found))
      })
    }
    console.info(
      `colour audits: ${colourOnly} of ${runs.length * widths.length} the first colour's document in other colours (colour rules only), the rest every rule`,
    )
    expect(violations).toEqual([])
  }, 600_000)

  it('templates differ in layout, not just colour (Home at 1440 px)', async () => {
    const ids = new Set(stories.map((s) => s.id))
    const templates = templateRegistry.filter((t) => ids.has(homeId(t.id))).map((t) => t.id)
    const layouts = new Map<string, Landmarks>()
    await withPages(browser, templates, pagesPerWidth, 1440, async (page, template) => {
      await showStory(page, server.url, homeId(template))
      layouts.set(template, await measureLandmarks(page))
    })
    const close: TooAlike[] = []
    const distances: [string, number][] = []
    for (const [i, a] of templates.entries()) {
      for (const b of templates.slice(i + 1)) {
        const distance = layoutDistance(layouts.get(a)!, layouts.get(b)!, 1440)
        distances.push([`${a}~${b}`, distance])
        if (distance < minLayoutDistance) close.push({ a, b, distance })
      }
    }
    const { failures: tooAlike, warnings } = judgeTooAlike(close, copiedFrom(templates), ci)
    for (const warning of warnings) console.warn(`templates too alike: ${warning}`)
    distances.sort((x, y) => x[1] - y[1])
    console.info(
      'closest template pairs:',
      distances
        .slice(0, 5)
        .map(([p, d]) => `${p} ${d.toFixed(3)}`)
        .join(', '),
    )
    expect(tooAlike).toEqual([])
  }, 300_000)
})
