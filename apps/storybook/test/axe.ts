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

/**
 * The rules whose outcome depends on colours alone: a template's colour themes differ in their palette only (the
 * rest of its tokens is shared), so on the same document every other rule finds what it found in another colour.
 */
export const colourRules = ['color-contrast', 'link-in-text-block']

/** Runs axe over the page: the WCAG A and AA rules, or only `rules`. */
export async function runAxe(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.addScriptTag({ path: axePath })
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: axeTags }
  return page.evaluate(async (runOnly) => {
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
      .run(document, { runOnly, resultTypes: ['violations'] })
      .finally(() => renderAll.remove())
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }))
  }, runOnly)
}

/**
 * A fingerprint of the document without its colours: every element's name, attributes and text, less `class`,
 * `style` and `data-colour` (where a colour theme shows), React's generated ids numbered in order of appearance
 * (they count the renders before). Two colours of a story with the same shape are the same document in other colours.
 */
export function documentShape(page: Page): Promise<string> {
  return page.evaluate(() => {
    let hash = 0x811c9dc5
    const add = (text: string) => {
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
    }
    const reactIds = new Map<string, string>()
    const numbered = (value: string) =>
      value.replace(/_r_[0-9a-z]+_/g, (id) => {
        if (!reactIds.has(id)) reactIds.set(id, `id${reactIds.size}`)
        return reactIds.get(id) as string
      })
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        add(`<${node.tagName}`)
        for (const { name, value } of node.attributes)
          if (name !== 'class' && name !== 'style' && name !== 'data-colour')
            add(` ${name}=${numbered(value)}`)
      } else add(node.textContent ?? '')
    }
    return hash.toString(16)
  })
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
