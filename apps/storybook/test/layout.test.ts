import { describe, expect, it } from 'vitest'
import { judgeTooAlike, type Landmarks, layoutDistance } from './layout.ts'

const base: Landmarks = {
  header: [0, 0, 1440, 64],
  nav: [0, 64, 1440, 48],
  main: [0, 112, 1440, 2000],
  hero: [24, 136, 1392, 420],
  heading: [64, 260, 600, 60],
  firstCard: [24, 620, 180, 240],
  secondCard: [216, 620, 180, 240],
  footer: [0, 2112, 1440, 300],
}

describe('layoutDistance', () => {
  it('is 0 for the same boxes, whatever the colours', () => {
    expect(layoutDistance(base, structuredClone(base), 1440)).toBe(0)
  })

  it('grows with a different arrangement: side rail instead of top nav, smaller cards', () => {
    const other: Landmarks = {
      ...base,
      nav: [0, 64, 240, 2000],
      main: [240, 64, 1200, 2000],
      hero: [264, 88, 1152, 320],
      firstCard: [264, 440, 140, 180],
      secondCard: [416, 440, 140, 180],
    }
    expect(layoutDistance(base, other, 1440)).toBeGreaterThan(0.02)
  })

  it('counts a landmark only one layout has as fully different', () => {
    expect(layoutDistance(base, { ...base, hero: null }, 1440)).toBeCloseTo(1 / 8, 5)
  })
})

describe('judgeTooAlike', () => {
  const pairs = [
    { a: 'template1', b: 'template22', distance: 0 },
    { a: 'template3', b: 'template4', distance: 0.01 },
  ]
  const copiedFrom = { template22: 'template1' }

  it('warns, on a developer run, of a template still as new-template copied it; fails the others', () => {
    const { failures, warnings } = judgeTooAlike(pairs, copiedFrom, false)
    expect(failures).toEqual(['template3 and template4: 0.0100'])
    expect(warnings).toEqual([
      expect.stringMatching(/^template1 and template22: 0\.0000 \(template22 is still/),
    ])
  })

  it('fails every pair in CI', () => {
    expect(judgeTooAlike(pairs, copiedFrom, true)).toEqual({
      failures: ['template1 and template22: 0.0000', 'template3 and template4: 0.0100'],
      warnings: [],
    })
  })

  it('excuses a copy only beside the template it was copied from', () => {
    const { failures } = judgeTooAlike([{ a: 'template2', b: 'template22', distance: 0 }], copiedFrom, false)
    expect(failures).toHaveLength(1)
  })
})
