/**
 * What a dice bet offers before it is placed (docs/product.md#originals): rolls are 0..9999 (hundredths);
 * "under" wins below the target, "over" above it. The payout returns the stake over the win chance, less
 * the house edge. The server's `payout_multiplier` in each outcome is the one that counts.
 */
export type Direction = 'under' | 'over'

/** How many of the 10,000 rolls win. */
export function winningRolls(target: number, direction: Direction): number {
  return direction === 'under' ? target : 9_999 - target
}

/** The win chance in percent (49.5 for 4950 winning rolls). */
export function winChance(target: number, direction: Direction): number {
  return winningRolls(target, direction) / 100
}

/** The payout multiplier in hundredths (198 is x1.98). */
export function payoutMultiplier(target: number, direction: Direction, houseEdgeBp: number): number {
  return Math.floor(((10_000 - houseEdgeBp) * 100) / Math.max(1, winningRolls(target, direction)))
}
