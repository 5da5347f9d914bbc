import type { Page } from 'playwright-core'

/** The landmarks a template arranges; each box is [x, y, width, height] in px, or null when absent. */
export const landmarkNames = [
  'header',
  'nav',
  'main',
  'hero',
  'heading',
  'firstCard',
  'secondCard',
  'footer',
] as const
export type Landmarks = Record<(typeof landmarkNames)[number], [number, number, number, number] | null>

export function measureLandmarks(page: Page): Promise<Landmarks> {
  return page.evaluate(() => {
    const box = (el: Element | null | undefined): [number, number, number, number] | null => {
      if (!el) return null
      const r = el.getBoundingClientRect()
      if (r.width === 0 && r.height === 0) return null
      return [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height]
    }
    const root = document.querySelector('#storybook-root') ?? document.body
    const main = root.querySelector('main')
    const cards = [...(main ?? root).querySelectorAll('img')]
      .filter((img) => {
        const r = img.getBoundingClientRect()
        return r.width >= 60 && r.width <= 520 && r.height >= 40
      })
      .map((img) => img.closest('li, article, button, a') ?? img)
    return {
      header: box(root.querySelector('header, [role="banner"]')),
      nav: box(root.querySelector('nav')),
      main: box(main),
      hero: box(root.querySelector('[data-block="hero"]') ?? main?.querySelector('section')),
      heading: box(root.querySelector('h1')),
      firstCard: box(cards[0]),
      secondCard: box(cards[1]),
      footer: box(root.querySelector('footer, [role="contentinfo"]')),
    }
  })
}

/**
 * How different two layouts are, 0 (same boxes) to 1: the mean over landmarks of how far their boxes
 * moved or resized, relative to the viewport width (a landmark only one has counts as fully different).
 */
export function layoutDistance(a: Landmarks, b: Landmarks, viewportWidth: number): number {
  let total = 0
  for (const name of Object.keys(a) as (keyof Landmarks)[]) {
    const x = a[name]
    const y = b[name]
    if (!x && !y) continue
    if (!x || !y) {
      total += 1
      continue
    }
    const d = x.reduce((sum, value, i) => sum + Math.abs(value - y[i]!), 0) / 4
    total += Math.min(1, d / viewportWidth)
  }
  return total / Object.keys(a).length
}

/** Two templates whose Home layouts are closer than the minimum, and how close. */
export interface TooAlike {
  a: string
  b: string
  distance: number
}

/**
 * Which pairs of too-alike templates fail the run. A template `pnpm new-template` has just copied from
 * another (`lobbykit.copiedFrom` in its package.json) starts with that one's layout: on a developer's run
 * the pair is only a warning, so the test command passes straight after generating it; in CI, as every
 * other pair, it fails until the new template is reshaped (docs/adding-a-template.md).
 */
export function judgeTooAlike(
  pairs: readonly TooAlike[],
  copiedFrom: Readonly<Record<string, string | undefined>>,
  ci: boolean,
): { failures: string[]; warnings: string[] } {
  const failures: string[] = []
  const warnings: string[] = []
  for (const { a, b, distance } of pairs) {
    const line = `${a} and ${b}: ${distance.toFixed(4)}`
    const copy = copiedFrom[a] === b ? a : copiedFrom[b] === a ? b : undefined
    if (copy && !ci) {
      warnings.push(`${line} (${copy} is still the copy new-template made; reshape it before CI runs)`)
    } else failures.push(line)
  }
  return { failures, warnings }
}
