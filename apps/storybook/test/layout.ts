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
