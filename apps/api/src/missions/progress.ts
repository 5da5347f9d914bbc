import type { MissionMetric } from '@lobbykit/contract/calls/missions'
import { and, count, countDistinct, eq, gte, lt, ne, sql, sum } from 'drizzle-orm'
import type { Db } from '../db/client'
import { gameRounds, sessions, walletTransactions } from '../db/schema'
import type { PeriodWindow } from './periods'

/**
 * docs/product.md#missions: what the player really did in the window, in the metric's unit. Rounds and turnover
 * come from the rounds they played (a round rolled back does not count), deposits from approved deposits settled
 * in the window, logins from the UTC days on which they signed in.
 */
export async function measure(db: Db, playerId: number, metric: MissionMetric, window: PeriodWindow) {
  const roundsOfWindow = and(
    eq(gameRounds.playerId, playerId),
    gte(gameRounds.createdAt, window.start),
    lt(gameRounds.createdAt, window.end),
    ne(gameRounds.status, 'rolled_back'),
  )
  switch (metric) {
    case 'rounds': {
      const [row] = await db.select({ value: count() }).from(gameRounds).where(roundsOfWindow)
      return row?.value ?? 0
    }
    case 'turnover': {
      const [row] = await db
        .select({ value: sum(gameRounds.stake) })
        .from(gameRounds)
        .where(roundsOfWindow)
      return Number(row?.value ?? 0)
    }
    case 'deposits': {
      const [row] = await db
        .select({ value: sum(walletTransactions.amount) })
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.playerId, playerId),
            eq(walletTransactions.type, 'deposit'),
            eq(walletTransactions.status, 'approved'),
            gte(walletTransactions.settledAt, window.start),
            lt(walletTransactions.settledAt, window.end),
          ),
        )
      return Number(row?.value ?? 0)
    }
    case 'logins': {
      const [row] = await db
        .select({ value: countDistinct(sql`date_trunc('day', ${sessions.createdAt} at time zone 'UTC')`) })
        .from(sessions)
        .where(
          and(
            eq(sessions.playerId, playerId),
            gte(sessions.createdAt, window.start),
            lt(sessions.createdAt, window.end),
          ),
        )
      return row?.value ?? 0
    }
  }
}
