import {
  type RouletteBet,
  type RouletteBetKind,
  rouletteBetKinds,
  rouletteRulesSchema,
} from '@lobbykit/contract'
import { describe, expect, it } from 'vitest'
import type { Random } from './random'
import { betWins, colourOf, rouletteEngine, validate } from './roulette'

const landing = (number: number): Random => ({ next: () => number / 37, int: () => number })
const spin = (bets: RouletteBet[], number: number) =>
  rouletteEngine.play(
    { bets },
    bets.reduce((sum, bet) => sum + bet.amount, 0),
    landing(number),
  )

describe('roulette engine', () => {
  it.each([
    ['straight', 17, 17, 3600],
    ['straight', 0, 0, 3600],
    ['red', 0, 3, 200],
    ['black', 0, 2, 200],
    ['odd', 0, 35, 200],
    ['even', 0, 36, 200],
    ['low', 0, 18, 200],
    ['high', 0, 19, 200],
    ['dozen', 2, 24, 300],
    ['column', 1, 34, 300],
    ['column', 3, 36, 300],
  ] as const)(
    'pays a %s bet (value %i) on %i with its chip: a chip of 100 returns %i',
    (kind, value, number, win) => {
      const { outcome, win: paid } = spin([{ kind, value, amount: 100 }], number)
      expect(paid).toBe(win)
      expect(outcome.bet_wins).toEqual([win])
      expect(outcome.number).toBe(number)
    },
  )

  it('loses every even-money, dozen and column bet on zero, and colours the wheel', () => {
    const bets: RouletteBet[] = rouletteBetKinds
      .filter((kind) => kind !== 'straight')
      .map((kind) => ({ kind, value: kind === 'dozen' || kind === 'column' ? 1 : 0, amount: 100 }))
    expect(spin(bets, 0)).toEqual({
      outcome: { engine: 'roulette', number: 0, colour: 'green', bet_wins: bets.map(() => 0) },
      win: 0,
    })
    expect(colourOf(1)).toBe('red')
    expect(colourOf(2)).toBe('black')
    expect(colourOf(0)).toBe('green')
    expect(rouletteEngine.redNumbers).toHaveLength(18)
  })

  it('returns 36/37 of every bet over the 37 numbers', () => {
    const kinds: [RouletteBetKind, number[]][] = rouletteBetKinds.map((kind) => [
      kind,
      kind === 'straight' ? [0, 7, 36] : kind === 'dozen' || kind === 'column' ? [1, 2, 3] : [0],
    ])
    const pays = rouletteRulesSchema.parse(rouletteEngine.rules()).pays
    for (const [kind, values] of kinds) {
      for (const value of values) {
        let returned = 0
        for (let number = 0; number <= 36; number++)
          if (betWins({ kind, value }, number)) returned += pays[kind]!
        expect(returned / 37 / 100).toBeCloseTo(36 / 37, 10)
      }
    }
    expect(rouletteEngine.rtpBp).toBe(Math.round((36 / 37) * 10_000))
  })

  it('pays several chips of one spin separately', () => {
    const { outcome, win } = spin(
      [
        { kind: 'straight', value: 5, amount: 50 },
        { kind: 'black', value: 0, amount: 200 },
        { kind: 'odd', value: 0, amount: 100 },
      ],
      5,
    )
    expect(outcome.bet_wins).toEqual([1800, 0, 200])
    expect(win).toBe(2000)
  })

  it('refuses bets that do not add up to the stake or carry a value out of range, naming the field', () => {
    expect(validate({ bets: [{ kind: 'red', value: 0, amount: 100 }] }, 100)).toBeUndefined()
    expect(validate({ bets: [{ kind: 'red', value: 0, amount: 100 }] }, 150)).toMatch(
      /bets\[\]\.amount.*stake/,
    )
    expect(validate({ bets: [{ kind: 'straight', value: 37, amount: 100 }] }, 100)).toMatch(
      /bets\[0\]\.value.*0 to 36/,
    )
    expect(
      validate(
        {
          bets: [
            { kind: 'straight', value: 36, amount: 50 },
            { kind: 'dozen', value: 0, amount: 50 },
          ],
        },
        100,
      ),
    ).toMatch(/bets\[1\]\.value.*1 to 3/)
    expect(validate({ bets: [{ kind: 'column', value: 4, amount: 100 }] }, 100)).toMatch(/bets\[0\]\.value/)
    expect(validate({ bets: [{ kind: 'odd', value: 1, amount: 100 }] }, 100)).toMatch(
      /bets\[0\]\.value must be 0/,
    )
    expect(validate({ bets: [{ kind: 'odd', value: 0, amount: 0 }] }, 0)).toMatch(/bets\[0\]\.amount/)
  })
})
