import {
  type LeaderboardCategory,
  type LeaderboardMetric,
  type LeaderboardPeriod,
  leaderboardCategories,
  leaderboardMetrics,
  leaderboardPeriods,
} from '@lobbykit/contract/calls/leaderboards'
import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import { lockWallet, moveBalance } from '../cashier/ledger'
import type { Db } from '../db/client'
import { leaderboardPrizes, leaderboards } from '../db/schema'
import { everyInterval } from '../jobs/everyInterval'
import { type Logger, silentLogger } from '../logging/logger'
import { type PeriodWindow, periodWindow } from '../missions/periods'
import { standingsOf } from './standings'

/** A board as the settlement and the answer read it. */
export interface Board {
  tenantId: number
  code: string
  period: LeaderboardPeriod
  category: LeaderboardCategory
  metric: LeaderboardMetric
  prizes: number[]
  activeSince: Date
}

const oneOf = <T extends string>(known: readonly T[], value: string): T => {
  const found = known.find((entry) => entry === value)
  if (!found) throw new Error(`Unknown leaderboard field value ${value}`)
  return found
}

export function boardOf(row: typeof leaderboards.$inferSelect): Board {
  return {
    tenantId: row.tenantId,
    code: row.code,
    period: oneOf(leaderboardPeriods, row.period),
    category: oneOf(leaderboardCategories, row.category),
    metric: oneOf(leaderboardMetrics, row.metric),
    prizes: row.prizes.map(Number),
    activeSince: row.activeSince,
  }
}

/**
 * How long after a period ends its prizes are worked out: a round settled at 23:59:59.9 may still be committing at
 * midnight, and must count.
 */
export const settleAfterMs = 60_000

/** How far back an unsettled period is still paid (a server that was down over a period end catches up). */
const lookBackMs = 7 * 24 * 60 * 60 * 1000

/** The prize of a rank: a rank past the prizes, or a score of 0 (a multiplier board's losing rounds), wins none. */
export const prizeOf = (board: Pick<Board, 'prizes'>, rank: number, score: number) =>
  score > 0 ? (board.prizes[rank - 1] ?? 0) : 0

/** The period before the one `window` is. */
export const periodBefore = (board: Pick<Board, 'period'>, window: PeriodWindow) =>
  periodWindow(board.period, new Date(window.start.getTime() - 1))

/**
 * The periods of a board that have ended (at least `settleAfterMs` ago), that the board ran in, and that are at most
 * `lookBackMs` old: oldest first.
 */
export function endedPeriods(board: Board, now: Date): PeriodWindow[] {
  const ended: PeriodWindow[] = []
  let window = periodWindow(board.period, now)
  for (;;) {
    window = periodBefore(board, window)
    if (window.end.getTime() <= board.activeSince.getTime()) break
    if (window.end.getTime() < now.getTime() - lookBackMs) break
    if (now.getTime() - window.end.getTime() >= settleAfterMs) ended.unshift(window)
  }
  return ended
}

const periodKey = (board: Pick<Board, 'tenantId' | 'code'>, start: Date) =>
  `${board.tenantId}:${board.code}:${start.toISOString()}`

/**
 * The periods this process knows to be settled, per database, by `periodKey` (the value: when the period ended).
 * Only a shortcut: the database's keys decide, so a second instance, which knows none of them, pays nothing twice.
 */
const settledPeriods = new WeakMap<Db, Map<string, number>>()

function settledOf(db: Db): Map<string, number> {
  let known = settledPeriods.get(db)
  if (!known) {
    known = new Map()
    settledPeriods.set(db, known)
  }
  return known
}

/** Whether this process has seen the period's prizes settled. */
export const isSettled = (db: Db, board: Board, window: PeriodWindow) =>
  settledOf(db).has(periodKey(board, window.start))

/** A key of PostgreSQL's advisory locks (two int4s): the bytes of `LKLB` (LobbyKit leaderboards), then the period's. */
const lockSpace = 0x4c_4b_4c_42

/**
 * Pays one ended period of a board, once: under a transaction-scoped advisory lock of the period, so concurrent
 * settlements (reads of the board, the timer, another instance) wait for the first and then find its prize rows.
 * Each prize is a `leaderboard_prizes` row (primary key: tenant, board, period, rank; unique: board, period, player)
 * and a `leaderboard_prize` ledger line in the same transaction as the wallet it credits. Answers how many prizes it
 * paid.
 */
export async function settlePeriod(db: Db, board: Board, window: PeriodWindow, now: Date): Promise<number> {
  const periodStart = window.start
  const startIso = periodStart.toISOString()
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${lockSpace}, hashtext(${periodKey(board, periodStart)}))`,
    )
    const ofPeriod = and(
      eq(leaderboardPrizes.tenantId, board.tenantId),
      eq(leaderboardPrizes.boardCode, board.code),
      eq(leaderboardPrizes.periodStart, periodStart),
    )
    const [paid] = await tx
      .select({ rank: leaderboardPrizes.rank })
      .from(leaderboardPrizes)
      .where(ofPeriod)
      .limit(1)
    if (paid) return 0
    const standings = await standingsOf(tx, board, window, { limit: board.prizes.length })
    const winners = standings
      .filter((standing) => prizeOf(board, standing.rank, standing.score) > 0)
      // Wallets are locked in one order (by player), so two settlements never wait on each other's.
      .sort((a, b) => a.playerId - b.playerId)
    let count = 0
    for (const winner of winners) {
      const amount = prizeOf(board, winner.rank, winner.score)
      const [row] = await tx
        .insert(leaderboardPrizes)
        .values({
          tenantId: board.tenantId,
          boardCode: board.code,
          periodStart,
          rank: winner.rank,
          playerId: winner.playerId,
          score: winner.score,
          amount,
          paidAt: now,
        })
        .onConflictDoNothing()
        .returning({ rank: leaderboardPrizes.rank })
      if (!row) continue
      const owner = { id: winner.playerId, tenantId: board.tenantId }
      const reference = `leaderboard:${board.code}:${startIso}:${winner.rank}`
      await lockWallet(tx, owner.id)
      const paid = await moveBalance(tx, 'game_balance', {
        owner,
        amount,
        kind: 'leaderboard_prize',
        reference,
        now,
      })
      if (paid === undefined) throw new Error(`Player ${owner.id} has no wallet`)
      await tx
        .update(leaderboardPrizes)
        .set({ ledgerEntryId: paid.entryId })
        .where(and(ofPeriod, eq(leaderboardPrizes.rank, winner.rank)))
      count++
    }
    return count
  })
}

/**
 * Settles the ended periods of every board (of one tenant, when given) not settled yet, at most `limit` periods a
 * run (the next run takes the rest); answers how many prizes it paid. A period that fails is logged and left for the
 * next run. docs/product.md#leaderboards
 */
export async function settleLeaderboards(
  db: Db,
  now: Date,
  options: { tenantId?: number; limit?: number; logger?: Logger } = {},
): Promise<number> {
  const known = settledOf(db)
  const rows = await db
    .select()
    .from(leaderboards)
    .where(options.tenantId === undefined ? undefined : eq(leaderboards.tenantId, options.tenantId))
  let due = rows.flatMap((row) => {
    const board = boardOf(row)
    return endedPeriods(board, now)
      .map((window) => ({ board, window, key: periodKey(board, window.start) }))
      .filter((period) => !known.has(period.key))
  })
  if (due.length === 0) return 0
  // Periods another run (or instance) paid: their prize rows say so.
  const earliest = new Date(Math.min(...due.map((period) => period.window.start.getTime())))
  const paid = await db
    .selectDistinct({
      tenantId: leaderboardPrizes.tenantId,
      code: leaderboardPrizes.boardCode,
      start: leaderboardPrizes.periodStart,
    })
    .from(leaderboardPrizes)
    .where(
      and(
        inArray(leaderboardPrizes.tenantId, [...new Set(due.map((period) => period.board.tenantId))]),
        gte(leaderboardPrizes.periodStart, earliest),
      ),
    )
  const paidKeys = new Set(paid.map((row) => periodKey(row, row.start)))
  for (const period of due) if (paidKeys.has(period.key)) known.set(period.key, period.window.end.getTime())
  due = due.filter((period) => !paidKeys.has(period.key))
  let prizes = 0
  for (const period of due.slice(0, options.limit ?? 50)) {
    try {
      prizes += await settlePeriod(db, period.board, period.window, now)
      known.set(period.key, period.window.end.getTime())
    } catch (error) {
      ;(options.logger ?? silentLogger).error(
        { err: error, board: period.board.code, tenantId: period.board.tenantId, period: period.key },
        'a leaderboard period could not be settled',
      )
    }
  }
  // Forget what no board can ask for any more.
  for (const [key, end] of known) if (end < now.getTime() - 2 * lookBackMs) known.delete(key)
  return prizes
}

/**
 * Runs `settleLeaderboards` over every tenant every `intervalMs` (never two runs at once, at most 50 periods a run)
 * until stopped; the timer does not keep the process alive.
 */
export function startLeaderboardSettlement(
  db: Db,
  options: { intervalMs?: number; now?: () => Date; logger?: Logger } = {},
) {
  const now = options.now ?? (() => new Date())
  const logger = options.logger ?? silentLogger
  return everyInterval(() => settleLeaderboards(db, now(), { logger }), {
    intervalMs: options.intervalMs ?? 60_000,
    logger,
    failure: 'leaderboard settlement failed',
  })
}
