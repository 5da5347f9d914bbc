/** The pockets of a European wheel clockwise from zero, as on a real wheel. */
export const wheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const

export {
  type RouletteColour as Colour,
  rouletteBetWins as betWins,
  rouletteColourOf as colourOf,
  rouletteRedNumbers as standardRed,
} from '@lobbykit/contract/roulette'
