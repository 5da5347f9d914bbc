import { crashRulesSchema, roundOutcomeSchema } from '@lobbykit/contract'
import { describe, expect, it } from 'vitest'
import { crashEngine, crashPoint } from './crash'
import { type Random, seededRandom } from './random'

const fixed = (value: number): Random => ({ next: () => value, int: () => 0 })

describe('crash engine', () => {
  it('draws crash points with P(crash >= x) = 0.97 / x', () => {
    const random = seededRandom('crash-distribution')
    const draws = 400_000
    const points = Array.from({ length: draws }, () => crashPoint(random))
    for (const x of [101, 150, 200, 500, 1000, 5000]) {
      const share = points.filter((point) => point >= x).length / draws
      const expected = 97 / x
      // Four standard errors of a binomial share.
      expect(Math.abs(share - expected)).toBeLessThan(4 * Math.sqrt((expected * (1 - expected)) / draws))
    }
    expect(points.reduce((low, point) => Math.min(low, point))).toBe(100)
    expect(points.filter((point) => point === 100).length / draws).toBeCloseTo(1 - 97 / 101, 2)
  })

  it('floors to hundredths, crashes at once below x1.01, and caps far above any cash-out', () => {
    expect(crashPoint(fixed(0))).toBe(100)
    expect(crashPoint(fixed(0.5))).toBe(194)
    expect(crashPoint(fixed(1 - 97 / 1000))).toBe(1000)
    expect(crashPoint(fixed(1 - 2 ** -53))).toBe(10_000_000)
  })

  it('pays stake x cash-out when the rocket gets there first, nothing otherwise', () => {
    const reached = crashEngine.play({ cash_out: 150 }, 1001, fixed(0.5))
    expect(reached).toEqual({
      outcome: { engine: 'crash', crash_point: 194, cash_out: 150, cashed_out: true },
      win: 1501,
    })
    expect(roundOutcomeSchema.parse(reached.outcome)).toEqual(reached.outcome)
    expect(crashEngine.play({ cash_out: 194 }, 1000, fixed(0.5)).win).toBe(1940)
    expect(crashEngine.play({ cash_out: 195 }, 1000, fixed(0.5))).toEqual({
      outcome: { engine: 'crash', crash_point: 194, cash_out: 195, cashed_out: false },
      win: 0,
    })
    expect(crashRulesSchema.parse(crashEngine.rules())).toEqual({
      engine: 'crash',
      min_cash_out: 101,
      max_cash_out: 100_000,
    })
  })
})
