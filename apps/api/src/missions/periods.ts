import type { MissionPeriod } from '@lobbykit/contract/calls/missions'

/** A mission's current period: from `start` (inclusive) to `end` (exclusive). */
export interface PeriodWindow {
  start: Date
  end: Date
}

const dayMs = 24 * 60 * 60 * 1000

/**
 * docs/product.md#missions: a daily mission runs from UTC midnight to the next, a weekly one from Monday's UTC
 * midnight for seven days. One clock for every tenant keeps a claim's period the same on every instance.
 */
export function periodWindow(period: MissionPeriod, now: Date): PeriodWindow {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  if (period === 'daily') return { start: new Date(midnight), end: new Date(midnight + dayMs) }
  const daysSinceMonday = (now.getUTCDay() + 6) % 7
  const monday = midnight - daysSinceMonday * dayMs
  return { start: new Date(monday), end: new Date(monday + 7 * dayMs) }
}
