import { describe, expect, it } from 'vitest'
import { rouletteBetWins, rouletteColourOf, roulettePays, rouletteRedNumbers } from './roulette'

describe('European roulette rules', () => {
  it('has 18 red, 18 black and a green zero', () => {
    const colours = Array.from({ length: 37 }, (_, number) => rouletteColourOf(number))
    expect(colours.filter((colour) => colour === 'red')).toHaveLength(18)
    expect(colours.filter((colour) => colour === 'black')).toHaveLength(18)
    expect(colours[0]).toBe('green')
    expect(rouletteRedNumbers).toContain(36)
  })

  it('settles every kind of bet, zero losing every outside bet', () => {
    expect(rouletteBetWins('straight', 0, 0)).toBe(true)
    expect(rouletteBetWins('column', 1, 34)).toBe(true)
    expect(rouletteBetWins('dozen', 3, 25)).toBe(true)
    expect(rouletteBetWins('black', 0, 17)).toBe(true)
    expect(rouletteBetWins('red', 0, 17)).toBe(false)
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(rouletteBetWins(kind, 0, 0), kind).toBe(false)
    }
  })

  it('returns 36/37 of every bet on average (a 2.7% house edge)', () => {
    for (const [kind, values] of [
      ['straight', [17]],
      ['red', [0]],
      ['dozen', [2]],
      ['column', [3]],
    ] as const) {
      const wins = Array.from({ length: 37 }, (_, n) => rouletteBetWins(kind, values[0], n)).filter(
        Boolean,
      ).length
      expect((wins * roulettePays[kind]) / 37 / 100, kind).toBeCloseTo(36 / 37, 10)
    }
  })
})
