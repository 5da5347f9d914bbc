import type { RoundOutcome } from '@lobbykit/contract'
import type { Random } from './random'

/**
 * Rocket Crash (docs/product.md#originals). The crash point X satisfies P(X >= x) = 0.97 / x for every
 * multiplier x of at least 1.01: drawn as 0.97 / (1 - u) for a uniform u, floored to hundredths, with anything
 * below 1.01 an instant crash (1.00). A cash-out at c is reached with chance 0.97 / c and pays c, so every
 * target returns 97%.
 */

type CrashOutcome = Extract<RoundOutcome, { engine: 'crash' }>

export const minCashOut = 101
export const maxCashOut = 100_000
/** The highest crash point drawn (x100,000): far above any cash-out, so the distribution holds for all of them. */
export const maxCrashPoint = 10_000_000

export function crashPoint(random: Random): number {
  const point = Math.floor(97 / (1 - random.next()))
  return Math.min(maxCrashPoint, Math.max(100, point))
}

export const crashEngine = {
  engine: 'crash',
  rtpBp: 9700,
  rules: () => ({ engine: 'crash' as const, min_cash_out: minCashOut, max_cash_out: maxCashOut }),
  crashPoint,
  play(choice: { cash_out: number }, stake: number, random: Random): { outcome: CrashOutcome; win: number } {
    const point = crashPoint(random)
    const cashedOut = point >= choice.cash_out
    return {
      outcome: { engine: 'crash', crash_point: point, cash_out: choice.cash_out, cashed_out: cashedOut },
      win: cashedOut ? Math.floor((stake * choice.cash_out) / 100) : 0,
    }
  },
} as const
