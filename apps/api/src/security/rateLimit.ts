import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'

export interface RateRule {
  max: number
  windowMs: number
}

const minute = 60_000

const hour = 60 * minute

/** docs/architecture.md#sign-in-limits: what one account, one client address, one tenant and everyone may do. */
export const defaultRateRules = {
  /** Failed sign-ins of one account on one path (password, code, reset): past `max`, each try waits longer. */
  failuresPerAccount: { max: 5, windowMs: 15 * minute },
  /** Failed sign-ins from one client address, every account and path together: past `max`, it is refused. */
  failuresPerAddress: { max: 30, windowMs: 15 * minute },
  /** Code requests (each may send a text message) per account and per address. */
  tacPerAccount: { max: 5, windowMs: 15 * minute },
  tacPerAddress: { max: 20, windowMs: 15 * minute },
  signupPerAddress: { max: 10, windowMs: hour },
  /** Ad visits recorded per address (adsvisit needs no account). */
  visitsPerAddress: { max: 120, windowMs: hour },
  /** Text messages sent to one phone, by one tenant, and by the whole platform. */
  smsPerPhone: { max: 5, windowMs: hour },
  smsPerTenant: { max: 500, windowMs: hour },
  smsGlobal: { max: 2_000, windowMs: hour },
} satisfies Record<string, RateRule>

export type RateRules = typeof defaultRateRules

export interface RateCheck {
  key: string
  rule: RateRule
}

function windowOf(rule: RateRule, now: Date): Date {
  return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs)
}

/** The hits a key has in its current window, without counting one. */
export async function countHits(db: Db, { key, rule }: RateCheck, now: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowOf(rule, now))))
  return row?.hits ?? 0
}

/**
 * Counts one hit against every key (fixed windows, counters in the database so every instance shares them)
 * and says whether all of them are still within their limit.
 */
export async function hitRateLimits(db: Db, checks: RateCheck[], now: Date): Promise<boolean> {
  let allowed = true
  for (const { key, rule } of checks) {
    const windowStart = windowOf(rule, now)
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
