import {
  apiMessages,
  type DepositLimit,
  type LimitPeriod,
  limitIncreaseDelayHours,
  limitPeriods,
} from '@lobbykit/contract'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { revokeEverySession } from '../auth/sessions'
import type { Db } from '../db/client'
import { depositLimits, responsibleGaming, walletTransactions } from '../db/schema'
import { Refusal } from '../http/refusal'
import { lockWallet, type WalletOwner } from './ledger'

/**
 * Responsible gaming (docs/product.md#responsible-gaming): deposit limits per rolling period, a time-out, a
 * self-exclusion and the reality-check reminder. Pure operations on the database, for the API and a console.
 */

const hour = 3_600_000
const day = 24 * hour

/** The rolling window of each limit period. */
export const periodMs: Record<LimitPeriod, number> = { day, week: 7 * day, month: 30 * day }

type LimitRow = typeof depositLimits.$inferSelect

/** A limit as it stands at `now`: a pending change whose time has come is in force. */
export function effectiveLimit(row: LimitRow | undefined, now: Date) {
  if (!row) return { amount: null, pendingAmount: null, pendingFrom: null }
  if (row.pendingFrom && row.pendingFrom.getTime() <= now.getTime()) {
    return { amount: row.pendingAmount, pendingAmount: null, pendingFrom: null }
  }
  return { amount: row.amount, pendingAmount: row.pendingAmount, pendingFrom: row.pendingFrom }
}

/** Deposits (pending and approved) of the player in each rolling period ending at `now`. */
export async function depositsInPeriods(
  db: Db,
  playerId: number,
  now: Date,
): Promise<Record<LimitPeriod, number>> {
  const since = (period: LimitPeriod) => new Date(now.getTime() - periodMs[period])
  const sumSince = (period: LimitPeriod) =>
    sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.createdAt} > ${since(period).toISOString()}::timestamptz), 0)`.mapWith(
      Number,
    )
  const [row] = await db
    .select({ day: sumSince('day'), week: sumSince('week'), month: sumSince('month') })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.playerId, playerId),
        eq(walletTransactions.type, 'deposit'),
        inArray(walletTransactions.status, ['pending', 'approved']),
        gt(walletTransactions.createdAt, since('month')),
      ),
    )
  return { day: row?.day ?? 0, week: row?.week ?? 0, month: row?.month ?? 0 }
}

async function limitRows(db: Db, playerId: number): Promise<Map<string, LimitRow>> {
  const rows = await db.select().from(depositLimits).where(eq(depositLimits.playerId, playerId))
  return new Map(rows.map((row) => [row.period, row]))
}

/** Each period's limit, what waits to change and what the player may still deposit. */
export async function depositLimitsOf(db: Db, playerId: number, now: Date): Promise<DepositLimit[]> {
  const [rows, used] = await Promise.all([limitRows(db, playerId), depositsInPeriods(db, playerId, now)])
  return limitPeriods.map((period) => {
    const limit = effectiveLimit(rows.get(period), now)
    return {
      period,
      amount: limit.amount,
      pending_amount: limit.pendingAmount,
      pending_from: limit.pendingFrom?.toISOString() ?? null,
      used: used[period],
      remaining: limit.amount === null ? null : Math.max(0, limit.amount - used[period]),
    }
  })
}

/**
 * Refuses a deposit that would take any period past its limit (403 `depositLimitExceeded`, with the period,
 * its limit and what remains). Call it holding the wallet lock, so two deposits cannot both fit the last room.
 */
export async function refuseOverLimit(tx: Db, playerId: number, amount: number, now: Date) {
  for (const limit of await depositLimitsOf(tx, playerId, now)) {
    if (limit.amount !== null && limit.used + amount > limit.amount) {
      throw new Refusal(403, apiMessages.depositLimitExceeded, {
        period: limit.period,
        limit: limit.amount,
        remaining: limit.remaining ?? 0,
      })
    }
  }
}

export interface Restriction {
  message: typeof apiMessages.timedOut | typeof apiMessages.selfExcluded
  until: Date
}

/** The player's self-exclusion or time-out in force at `now` (the exclusion wins), if any. */
export async function restrictionOf(db: Db, playerId: number, now: Date): Promise<Restriction | undefined> {
  const [row] = await db.select().from(responsibleGaming).where(eq(responsibleGaming.playerId, playerId))
  if (row?.selfExcludedUntil && row.selfExcludedUntil > now) {
    return { message: apiMessages.selfExcluded, until: row.selfExcludedUntil }
  }
  if (row?.timeOutUntil && row.timeOutUntil > now) {
    return { message: apiMessages.timedOut, until: row.timeOutUntil }
  }
  return undefined
}

/**
 * Refuses a timed-out or self-excluded player (403 `timedOut` / `selfExcluded` with `until`): sign-in,
 * deposits, and (for the games) play.
 */
export async function refuseRestricted(db: Db, playerId: number, now: Date) {
  const restriction = await restrictionOf(db, playerId, now)
  if (restriction) {
    throw new Refusal(403, restriction.message, { until: restriction.until.toISOString() })
  }
}

/** Everything get_limits answers. */
export async function rgStatusOf(db: Db, playerId: number, now: Date) {
  const [limits, [row]] = await Promise.all([
    depositLimitsOf(db, playerId, now),
    db.select().from(responsibleGaming).where(eq(responsibleGaming.playerId, playerId)),
  ])
  const live = (until: Date | null | undefined) => (until && until > now ? until.toISOString() : null)
  return {
    limits,
    time_out_until: live(row?.timeOutUntil),
    self_excluded_until: live(row?.selfExcludedUntil),
    reality_check_minutes: row?.realityCheckMinutes ?? 0,
  }
}

/**
 * Sets a period's deposit limit: a decrease (or a first limit) applies at once and drops any waiting change;
 * an increase or a removal (`null`) waits 24 hours, shown as pending. Asking for the limit in force drops a
 * waiting change.
 */
export async function setDepositLimit(
  db: Db,
  owner: WalletOwner,
  period: LimitPeriod,
  amount: number | null,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await lockWallet(tx, owner.id)
    const current = effectiveLimit((await limitRows(tx, owner.id)).get(period), now)
    const appliesNow = amount !== null && (current.amount === null || amount <= current.amount)
    const unchanged = amount === current.amount
    const values = {
      amount: appliesNow ? amount : current.amount,
      pendingAmount: appliesNow || unchanged ? null : amount,
      pendingFrom: appliesNow || unchanged ? null : new Date(now.getTime() + limitIncreaseDelayHours * hour),
      updatedAt: now,
    }
    await tx
      .insert(depositLimits)
      .values({ playerId: owner.id, tenantId: owner.tenantId, period, ...values })
      .onConflictDoUpdate({ target: [depositLimits.playerId, depositLimits.period], set: values })
  })
}

/** `months` calendar months after `from` (UTC), kept within the month: 31 August + 6 months is 28 February. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime())
  const dayOfMonth = target.getUTCDate()
  target.setUTCDate(1)
  target.setUTCMonth(target.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(dayOfMonth, lastDay))
  return target
}

/**
 * Stores a time-out or self-exclusion ending at `until` (never earlier than one already set: neither can be
 * shortened) and ends every session of the account. Answers the end in force.
 */
async function restrict(
  db: Db,
  owner: WalletOwner,
  column: 'timeOutUntil' | 'selfExcludedUntil',
  until: Date,
  now: Date,
): Promise<Date> {
  return db.transaction(async (tx) => {
    const target = responsibleGaming[column]
    const [row] = await tx
      .insert(responsibleGaming)
      .values({ playerId: owner.id, tenantId: owner.tenantId, [column]: until, updatedAt: now })
      .onConflictDoUpdate({
        target: responsibleGaming.playerId,
        set: { [column]: sql`greatest(${target}, excluded.${sql.identifier(target.name)})`, updatedAt: now },
      })
      .returning()
    await revokeEverySession(tx, owner.id, now)
    return row?.[column] ?? until
  })
}

export function timeOut(db: Db, owner: WalletOwner, days: number, now: Date): Promise<Date> {
  return restrict(db, owner, 'timeOutUntil', new Date(now.getTime() + days * day), now)
}

export function selfExclude(db: Db, owner: WalletOwner, months: number, now: Date): Promise<Date> {
  return restrict(db, owner, 'selfExcludedUntil', addMonths(now, months), now)
}

export async function setRealityCheck(db: Db, owner: WalletOwner, minutes: number, now: Date) {
  await db
    .insert(responsibleGaming)
    .values({ playerId: owner.id, tenantId: owner.tenantId, realityCheckMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({
      target: responsibleGaming.playerId,
      set: { realityCheckMinutes: minutes, updatedAt: now },
    })
}
