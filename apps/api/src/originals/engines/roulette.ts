import type { RouletteBet, RouletteBetKind, RoundOutcome } from '@lobbykit/contract'
import {
  rouletteBetWins,
  rouletteColourOf,
  roulettePays,
  rouletteRedNumbers,
} from '@lobbykit/contract/roulette'
import type { Random } from './random'

/**
 * European Roulette (docs/product.md#originals): one zero, 37 pockets. Pays include the chip: straight x36
 * (35 to 1), dozen and column x3 (2 to 1), red/black, odd/even and low/high x2 (1 to 1). Zero loses every bet
 * but a straight on 0, so each bet returns 36/37 = 97.30%.
 */

type RouletteOutcome = Extract<RoundOutcome, { engine: 'roulette' }>

export const redNumbers = rouletteRedNumbers

export { roulettePays }

export const colourOf = (number: number) => rouletteColourOf(number)

/** Whether a bet wins on the number. */
export function betWins(bet: Pick<RouletteBet, 'kind' | 'value'>, number: number): boolean {
  return rouletteBetWins(bet.kind, bet.value, number)
}

/** The values each kind accepts. */
function valueRange(kind: RouletteBetKind): [number, number] {
  if (kind === 'straight') return [0, 36]
  if (kind === 'dozen' || kind === 'column') return [1, 3]
  return [0, 0]
}

/**
 * Refuses a choice whose bets do not add up to the stake or carry a value outside their kind's range;
 * answers the refusal text (naming the field), or undefined when the choice is valid.
 */
export function validate(choice: { bets: RouletteBet[] }, stake: number): string | undefined {
  for (const [index, bet] of choice.bets.entries()) {
    const [low, high] = valueRange(bet.kind)
    if (!Number.isInteger(bet.value) || bet.value < low || bet.value > high) {
      return low === high
        ? `bets[${index}].value must be ${low} for a ${bet.kind} bet`
        : `bets[${index}].value must be ${low} to ${high} for a ${bet.kind} bet`
    }
    if (!Number.isSafeInteger(bet.amount) || bet.amount < 1) {
      return `bets[${index}].amount must be a whole number of minor units above 0`
    }
  }
  const total = choice.bets.reduce((sum, bet) => sum + bet.amount, 0)
  if (total !== stake) return `bets[].amount must add up to the stake (${stake}), not ${total}`
  return undefined
}

export const rouletteEngine = {
  engine: 'roulette',
  rtpBp: 9730,
  redNumbers,
  rules: () => ({ engine: 'roulette' as const, pays: { ...roulettePays }, red_numbers: [...redNumbers] }),
  validate,
  play(
    choice: { bets: RouletteBet[] },
    _stake: number,
    random: Random,
  ): { outcome: RouletteOutcome; win: number } {
    const number = random.int(37)
    const betWinsOf = choice.bets.map((bet) =>
      betWins(bet, number) ? Math.floor((bet.amount * roulettePays[bet.kind]) / 100) : 0,
    )
    return {
      outcome: { engine: 'roulette', number, colour: colourOf(number), bet_wins: betWinsOf },
      win: betWinsOf.reduce((sum, win) => sum + win, 0),
    }
  },
} as const
