import type { RouletteBetKind } from './calls/games'

/**
 * European roulette's rules (docs/product.md#originals), shared by the server that settles a spin and the game
 * window that marks the winning spots, as plain constants and functions without schemas.
 */

/** The red numbers; the others but zero are black. */
export const rouletteRedNumbers: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]

/** What each bet pays as a multiplier of its chip, chip included, in hundredths (straight 35 to 1). */
export const roulettePays: Readonly<Record<RouletteBetKind, number>> = {
  straight: 3600,
  red: 200,
  black: 200,
  odd: 200,
  even: 200,
  low: 200,
  high: 200,
  dozen: 300,
  column: 300,
}

export type RouletteColour = 'red' | 'black' | 'green'

export function rouletteColourOf(
  number: number,
  red: readonly number[] = rouletteRedNumbers,
): RouletteColour {
  if (number === 0) return 'green'
  return red.includes(number) ? 'red' : 'black'
}

/** Whether a bet wins on `number`: zero loses every bet but a straight bet on zero. */
export function rouletteBetWins(
  kind: RouletteBetKind,
  value: number,
  number: number,
  red: readonly number[] = rouletteRedNumbers,
): boolean {
  if (kind === 'straight') return value === number
  if (number === 0) return false
  switch (kind) {
    case 'red':
      return red.includes(number)
    case 'black':
      return !red.includes(number)
    case 'odd':
      return number % 2 === 1
    case 'even':
      return number % 2 === 0
    case 'low':
      return number <= 18
    case 'high':
      return number >= 19
    case 'dozen':
      return Math.ceil(number / 12) === value
    case 'column':
      return ((number - 1) % 3) + 1 === value
  }
}
