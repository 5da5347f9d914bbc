import { describe, expect, it } from 'vitest'
import { seededRandom } from '../originals/engines/random'
import { drawSegment, expectedSpinValue, segmentChances, wheelPrizes } from './wheel'

describe('the lucky wheel', () => {
  it('is worth far less than the turnover that earned its token, in every currency size', () => {
    for (const rate of [100, 2_000, 50_000, 200_000, 500_000, 10_000_000]) {
      const prizes = wheelPrizes(rate)
      expect(prizes.length).toBeGreaterThanOrEqual(8)
      expect(prizes.length).toBeLessThanOrEqual(10)
      expect(prizes.some((prize) => prize.kind === 'nothing')).toBe(true)
      expect(prizes.some((prize) => prize.kind === 'tokens')).toBe(true)
      for (const prize of prizes.filter((item) => item.kind === 'cash')) {
        expect(Number.isInteger(prize.amount)).toBe(true)
        expect(prize.amount).toBeGreaterThan(0)
        expect(prize.amount).toBeLessThan(rate)
      }
      // About 0.6% of the turnover; rounding up to 1 minor unit only matters for absurdly small rates.
      const value = expectedSpinValue(prizes)
      expect(value).toBeLessThan(rate * (rate >= 2_000 ? 0.01 : 0.1))
      expect(value).toBeGreaterThan(0)
    }
  })

  it('stops on each segment about as often as its chance', () => {
    expect(segmentChances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 10)
    const random = seededRandom('wheel')
    const counts = segmentChances.map(() => 0)
    const spins = 100_000
    for (let n = 0; n < spins; n++) {
      const index = drawSegment(random)
      counts[index] = (counts[index] ?? 0) + 1
    }
    segmentChances.forEach((chance, index) => {
      expect(Math.abs((counts[index] ?? 0) / spins - chance)).toBeLessThan(0.006)
    })
  })
})
