import { maxSlotLines, type RoundOutcome, type SlotSymbol, slotSymbols } from '@lobbykit/contract'
import { type Random, seededRandom } from './random'

/**
 * Lucky Fives, the originals slot (docs/product.md#originals): 5 reels of 3 rows, 10 paylines, 3, 4 or 5 of
 * a kind from the left, a wild standing for any symbol. Each reel is a strip of 30 stops; a spin stops each
 * reel at a uniformly drawn position and shows it with the next two stops below. Every row of a reel thus
 * shows each symbol with the strip's frequency, and the reels are independent, so every payline has the
 * same distribution of symbols: the exact RTP is the expected multiplier of one line (`analyticSlotRtp`).
 */

type SlotOutcome = Extract<RoundOutcome, { engine: 'slot' }>

/** Each payline: the row (0 top .. 2 bottom) it crosses on each reel. */
export const slotPaylines: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
]

/** What 3, 4 and 5 of a kind pay, hundredths of the line bet. Five wilds pay as wilds. */
export const slotPaytable: Record<SlotSymbol, readonly [number, number, number]> = {
  cherry: [350, 800, 2000],
  lemon: [400, 1000, 2500],
  bell: [500, 1500, 4000],
  clover: [600, 2000, 5000],
  diamond: [1000, 3000, 8000],
  seven: [2000, 5000, 12_500],
  wild: [2500, 7500, 20_000],
}

/** How many stops of each symbol a reel strip has. */
const stopsPerSymbol: Record<SlotSymbol, number> = {
  cherry: 7,
  lemon: 6,
  bell: 5,
  clover: 4,
  diamond: 3,
  seven: 2,
  wild: 3,
}

/** The five strips: the same symbols, each reel in its own fixed order (a seeded shuffle, so it never changes). */
export const slotReelStrips: SlotSymbol[][] = [0, 1, 2, 3, 4].map((reel) => {
  const strip = slotSymbols.flatMap((symbol) => Array<SlotSymbol>(stopsPerSymbol[symbol]).fill(symbol))
  const random = seededRandom(`lucky-fives-reel-${reel}`)
  for (let i = strip.length - 1; i > 0; i--) {
    const j = random.int(i + 1)
    ;[strip[i], strip[j]] = [strip[j]!, strip[i]!]
  }
  return strip
})

/**
 * Pays one line of five symbols: the leading run of wilds as wilds (3 or more), or the first other symbol
 * with the wilds before and after it, whichever pays more. Answers the multiplier (hundredths of the line
 * bet), the symbol paid and how many in a row; multiplier 0 when the line does not pay.
 */
export function evaluateLine(symbols: readonly SlotSymbol[]): {
  multiplier: number
  symbol: SlotSymbol
  count: number
} {
  let wilds = 0
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds++
  const wildPay = wilds >= 3 ? slotPaytable.wild[wilds - 3]! : 0
  const base = symbols[wilds]
  if (base === undefined) return { multiplier: wildPay, symbol: 'wild', count: wilds }
  let count = wilds
  while (count < symbols.length && (symbols[count] === base || symbols[count] === 'wild')) count++
  const basePay = count >= 3 ? slotPaytable[base][count - 3]! : 0
  if (wildPay > basePay) return { multiplier: wildPay, symbol: 'wild', count: wilds }
  return { multiplier: basePay, symbol: base, count: basePay > 0 ? count : 0 }
}

/**
 * The exact return to player: the expected multiplier of one line, by enumerating the 7^5 symbol combinations
 * with the probability of each symbol on each reel (its share of the strip).
 */
export function analyticSlotRtp(): number {
  const chances = slotReelStrips.map((strip) =>
    slotSymbols.map((symbol) => strip.filter((stop) => stop === symbol).length / strip.length),
  )
  const line: SlotSymbol[] = []
  const expected = (reel: number, chance: number): number => {
    if (reel === chances.length) return (chance * evaluateLine(line).multiplier) / 100
    let sum = 0
    slotSymbols.forEach((symbol, index) => {
      line[reel] = symbol
      sum += expected(reel + 1, chance * chances[reel]![index]!)
    })
    return sum
  }
  return expected(0, 1)
}

/** Spins the reels: each reel's three visible symbols, top to bottom. */
export function spinReels(random: Random): SlotSymbol[][] {
  return slotReelStrips.map((strip) => {
    const stop = random.int(strip.length)
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]!)
  })
}

/** Pays the first `lines` paylines of a spin; each line's win is floored to a whole minor unit. */
export function payLines(reels: SlotSymbol[][], lines: number, stake: number): SlotOutcome['line_wins'] {
  const lineWins: SlotOutcome['line_wins'] = []
  slotPaylines.slice(0, lines).forEach((rows, line) => {
    const { multiplier, symbol, count } = evaluateLine(rows.map((row, reel) => reels[reel]![row]!))
    if (multiplier === 0) return
    const win = Math.floor((stake * multiplier) / (lines * 100))
    lineWins.push({ line, symbol, count, win })
  })
  return lineWins
}

export const slotEngine = {
  engine: 'slot',
  /** analyticSlotRtp() rounded to a basis point (its test keeps the two equal). */
  rtpBp: 9587,
  rules: () => ({
    engine: 'slot' as const,
    paylines: slotPaylines.map((rows) => [...rows]),
    paytable: slotSymbols.map((symbol) => ({ symbol, pays: [...slotPaytable[symbol]] })),
  }),
  /** `line` in each line win is the index of the payline in `rules().paylines`. */
  play(choice: { lines: number }, stake: number, random: Random): { outcome: SlotOutcome; win: number } {
    const lines = Math.min(maxSlotLines, Math.max(1, Math.floor(choice.lines)))
    const reels = spinReels(random)
    const lineWins = payLines(reels, lines, stake)
    return {
      outcome: { engine: 'slot', reels, line_wins: lineWins },
      win: lineWins.reduce((sum, lineWin) => sum + lineWin.win, 0),
    }
  },
} as const
