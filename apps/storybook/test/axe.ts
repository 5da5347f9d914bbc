import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const axePath = require.resolve('axe-core/axe.min.js')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/** WCAG 2.0-2.2 A and AA rules, colour contrast included. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.addScriptTag({ path: axePath })
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    // axe measures boxes, and the browser does not lay out what `content-visibility: auto` skips (the cards past
    // a list's first screen, ui's laterCard): their contents overflow their stand-in boxes and axe reports
    // overlaps nobody sees (dequelabs/axe-core#2768). Audited as a player scrolling to them sees them.
    const renderAll = document.createElement('style')
    renderAll.textContent = '*{content-visibility:visible!important}'
    document.head.append(renderAll)
    const result = await axe
      .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      .finally(() => renderAll.remove())
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }))
  }, axeTags)
}

export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}${
        v.nodes[0]?.failureSummary
          ? ` :: ${v.nodes[0].failureSummary.replace(/\s+/g, ' ').slice(0, 200)}`
          : ''
      }`,
  )
}
