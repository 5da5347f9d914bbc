import type { SpinPrize } from '@lobbykit/contract'
import type { Random } from '../originals/engines/random'

/**
 * The lucky wheel (docs/product.md#minigame). Its segments are the same for every tenant, scaled by the
 * tenant's turnover per token: cash prizes are fractions of that turnover, so a token is worth a little of
 * what earned it (about 0.6% on average, counting the tokens a spin can win back) in every currency.
 */

interface Segment {
  kind: SpinPrize['kind']
  /** Cash: basis points of the turnover per token. Tokens: how many. Nothing: 0. */
  size: number
  /** Relative chance of stopping here. */
  weight: number
}

/** Clockwise from the top; the weights add up to 100. */
const segments: readonly Segment[] = [
  { kind: 'cash', size: 300, weight: 4 },
  { kind: 'nothing', size: 0, weight: 20 },
  { kind: 'cash', size: 25, weight: 22 },
  { kind: 'tokens', size: 1, weight: 8 },
  { kind: 'cash', size: 50, weight: 16 },
  { kind: 'nothing', size: 0, weight: 14 },
  { kind: 'cash', size: 100, weight: 8 },
  { kind: 'tokens', size: 2, weight: 3 },
  { kind: 'cash', size: 1000, weight: 1 },
  { kind: 'cash', size: 200, weight: 4 },
]

const totalWeight = segments.reduce((sum, segment) => sum + segment.weight, 0)

/** The wheel's prizes for a tenant whose players earn a token per `turnoverPerToken` minor units. */
export function wheelPrizes(turnoverPerToken: number): SpinPrize[] {
  return segments.map((segment) => ({
    kind: segment.kind,
    amount:
      segment.kind === 'cash'
        ? Math.max(1, Math.floor((turnoverPerToken * segment.size) / 10_000))
        : segment.kind === 'tokens'
          ? segment.size
          : 0,
  }))
}

/** The segment a spin stops on, drawn by weight. */
export function drawSegment(random: Random): number {
  let ticket = random.int(totalWeight)
  for (const [index, segment] of segments.entries()) {
    if (ticket < segment.weight) return index
    ticket -= segment.weight
  }
  throw new Error('The wheel weights do not add up')
}

/**
 * What a spin is worth on average, in minor units: the cash a spin pays plus the tokens it wins back, each
 * worth a spin again (v = cash + tokens * v).
 */
export function expectedSpinValue(prizes: readonly SpinPrize[]): number {
  let cash = 0
  let tokens = 0
  segments.forEach((segment, index) => {
    const prize = prizes[index]
    if (!prize) return
    const chance = segment.weight / totalWeight
    if (prize.kind === 'cash') cash += chance * prize.amount
    if (prize.kind === 'tokens') tokens += chance * prize.amount
  })
  return cash / (1 - tokens)
}

/** The chance of each segment, in order (for tests and the operator's view). */
export const segmentChances = segments.map((segment) => segment.weight / totalWeight)
