import type { RouletteBetKind } from '@lobbykit/contract/calls/games'

/** The pockets of a European wheel clockwise from zero, as on a real wheel. */
export const wheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const

/** The red numbers of European roulette (the others but zero are black). */
export const standardRed = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]

export type Colour = 'red' | 'black' | 'green'

export function colourOf(number: number, red: readonly number[]): Colour {
  if (number === 0) return 'green'
  return red.includes(number) ? 'red' : 'black'
}

/** Whether a bet wins on `number` (zero loses every outside bet). */
export function betWins(
  kind: RouletteBetKind,
  value: number,
  number: number,
  red: readonly number[],
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
