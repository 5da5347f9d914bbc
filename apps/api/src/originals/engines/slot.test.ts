import { roundOutcomeSchema, slotRulesSchema, slotSymbols } from '@lobbykit/contract'
import { describe, expect, it } from 'vitest'
import { seededRandom } from './random'
import { analyticSlotRtp, evaluateLine, payLines, slotEngine, slotPaytable, slotReelStrips } from './slot'

describe('slot engine', () => {
  it('declares its exact analytic RTP, rounded to a basis point, at about 96%', () => {
    const rtp = analyticSlotRtp()
    expect(Math.round(rtp * 10_000)).toBe(slotEngine.rtpBp)
    expect(rtp).toBeGreaterThan(0.95)
    expect(rtp).toBeLessThan(0.97)
  })

  it('answers rules in the contract shape: 10 paylines over 5 reels, 3/4/5 of a kind for every symbol', () => {
    const rules = slotRulesSchema.parse(slotEngine.rules())
    expect(rules.paylines).toHaveLength(10)
    for (const line of rules.paylines) {
      expect(line).toHaveLength(5)
      for (const row of line) expect([0, 1, 2]).toContain(row)
    }
    expect(rules.paytable.map((entry) => entry.symbol)).toEqual([...slotSymbols])
    for (const entry of rules.paytable) expect(entry.pays).toHaveLength(3)
    for (const strip of slotReelStrips) expect(strip).toHaveLength(30)
  })

  it('pays runs from the left with the wild standing in, and five wilds as wilds', () => {
    expect(evaluateLine(['cherry', 'cherry', 'cherry', 'lemon', 'cherry'])).toEqual({
      multiplier: slotPaytable.cherry[0],
      symbol: 'cherry',
      count: 3,
    })
    expect(evaluateLine(['wild', 'seven', 'wild', 'seven', 'bell'])).toEqual({
      multiplier: slotPaytable.seven[1],
      symbol: 'seven',
      count: 4,
    })
    expect(evaluateLine(['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({
      multiplier: slotPaytable.wild[2],
      symbol: 'wild',
      count: 5,
    })
    // Three wilds then a cherry pay more as wilds than as four cherries.
    expect(evaluateLine(['wild', 'wild', 'wild', 'cherry', 'lemon']).symbol).toBe('wild')
    expect(evaluateLine(['lemon', 'cherry', 'cherry', 'cherry', 'cherry']).multiplier).toBe(0)
    expect(evaluateLine(['bell', 'bell', 'lemon', 'bell', 'bell']).multiplier).toBe(0)
  })

  it('spreads the stake over the chosen lines and floors each line win', () => {
    const reels = Array.from({ length: 5 }, () => ['cherry', 'bell', 'lemon'] as const).map((reel) => [
      ...reel,
    ])
    // The middle line (index 0) shows five bells; top and bottom rows five cherries and five lemons.
    expect(payLines(reels, 1, 1000)).toEqual([{ line: 0, symbol: 'bell', count: 5, win: 40_000 }])
    const three = payLines(reels, 3, 1001)
    expect(three).toEqual([
      { line: 0, symbol: 'bell', count: 5, win: Math.floor((1001 * 4000) / 300) },
      { line: 1, symbol: 'cherry', count: 5, win: Math.floor((1001 * 2000) / 300) },
      { line: 2, symbol: 'lemon', count: 5, win: Math.floor((1001 * 2500) / 300) },
    ])
  })

  it('plays a round whose win is the sum of its line wins, in the contract outcome shape', () => {
    const random = seededRandom('slot-play')
    let won = 0
    for (let i = 0; i < 2000; i++) {
      const { outcome, win } = slotEngine.play({ lines: 10 }, 1000, random)
      expect(roundOutcomeSchema.parse(outcome)).toEqual(outcome)
      expect(outcome.reels).toHaveLength(5)
      for (const reel of outcome.reels) expect(reel).toHaveLength(3)
      expect(win).toBe(outcome.line_wins.reduce((sum, line) => sum + line.win, 0))
      for (const line of outcome.line_wins) expect(line.line).toBeLessThan(10)
      if (win > 0) won++
    }
    expect(won).toBeGreaterThan(200)
  })
})
