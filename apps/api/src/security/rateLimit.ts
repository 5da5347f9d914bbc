import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'

export interface RateRule {
  max: number
  windowMs: number
}

const minute = 60_000

/** Attempts allowed per account and per client address. */
export const defaultRateRules = {
  loginPerAccount: { max: 10, windowMs: 15 * minute },
  loginPerAddress: { max: 60, windowMs: 15 * minute },
  tacPerAccount: { max: 5, windowMs: 15 * minute },
  tacPerAddress: { max: 20, windowMs: 15 * minute },
  signupPerAddress: { max: 10, windowMs: 60 * minute },
} satisfies Record<string, RateRule>

export type RateRules = typeof defaultRateRules

export interface RateCheck {
  key: string
  rule: RateRule
}

/**
 * Counts one hit against every key (fixed windows, counters in the database so every instance shares them)
 * and says whether all of them are still within their limit.
 */
export async function hitRateLimits(db: Db, checks: RateCheck[], now: Date): Promise<boolean> {
  let allowed = true
  for (const { key, rule } of checks) {
    const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs)
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { hits: sql`${rateLimits.hits} + 1` },
      })
      .returning({ hits: rateLimits.hits })
    if ((row?.hits ?? 0) > rule.max) allowed = false
  }
  if (Math.random() < 0.01) await forgetOldWindows(db, now)
  return allowed
}

/** Drops counters of windows that ended more than a day ago. */
export async function forgetOldWindows(db: Db, now: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * 60 * minute)))
}
