import { type Leaderboard, leaderboardTopSize } from '@lobbykit/contract/calls/leaderboards'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { leaderboardPrizes, leaderboards, players } from '../db/schema'
import type { Logger } from '../logging/logger'
import { periodWindow } from '../missions/periods'
import { maskAccountId } from '../routes/siteContent'
import { boardOf, isSettled, periodBefore, prizeOf, settleLeaderboards } from './settlement'
import { standingsOf } from './standings'

/** How many ended periods one read of the boards settles at most; the timer and the next reads take the rest. */
const settledPerRead = 10

/**
 * docs/product.md#leaderboards: the tenant's boards, each with its current period's top ranks and prizes, the
 * player's own place (when `playerId` is given) and who won the period before. Ended periods not paid yet are paid
 * first, so the answer shows their winners.
 */
export async function leaderboardsOf(
  db: Db,
  tenantId: number,
  playerId: number | undefined,
  now: Date,
  logger?: Logger,
): Promise<Leaderboard[]> {
  await settleLeaderboards(db, now, { tenantId, limit: settledPerRead, ...(logger ? { logger } : {}) })
  const rows = await db
    .select()
    .from(leaderboards)
    .where(eq(leaderboards.tenantId, tenantId))
    .orderBy(asc(leaderboards.position), asc(leaderboards.id))
  if (rows.length === 0) return []
  const boards = rows.map((row) => {
    const board = boardOf(row)
    const window = periodWindow(board.period, now)
    const before = periodBefore(board, window)
    // The period before shows once its prizes are settled; a board that did not run then has none.
    const previous = before.end > board.activeSince && isSettled(db, board, before) ? before : undefined
    return { board, window, previous }
  })
  const previousStarts = boards.flatMap(({ previous }) => (previous ? [previous.start.getTime()] : []))
  const [standings, prizes] = await Promise.all([
    Promise.all(
      boards.map(({ board, window }) =>
        standingsOf(db, board, window, { limit: leaderboardTopSize, playerId }),
      ),
    ),
    previousStarts.length === 0
      ? []
      : db
          .select({
            code: leaderboardPrizes.boardCode,
            periodStart: leaderboardPrizes.periodStart,
            rank: leaderboardPrizes.rank,
            playerId: leaderboardPrizes.playerId,
            amount: leaderboardPrizes.amount,
            accountId: players.accountId,
          })
          .from(leaderboardPrizes)
          .innerJoin(players, eq(players.id, leaderboardPrizes.playerId))
          .where(
            and(
              eq(leaderboardPrizes.tenantId, tenantId),
              inArray(
                leaderboardPrizes.periodStart,
                [...new Set(previousStarts)].map((start) => new Date(start)),
              ),
            ),
          )
          .orderBy(asc(leaderboardPrizes.rank)),
  ])
  return boards.map(({ board, window, previous }, index) => {
    const ranked = standings[index] ?? []
    const own = playerId === undefined ? undefined : ranked.find((standing) => standing.playerId === playerId)
    const won = previous
      ? prizes.filter(
          (prize) => prize.code === board.code && prize.periodStart.getTime() === previous.start.getTime(),
        )
      : []
    const winner = (prize: (typeof won)[number]) => ({
      rank: prize.rank,
      account_id: maskAccountId(prize.accountId),
      prize: prize.amount,
    })
    const ownPrize = playerId === undefined ? undefined : won.find((prize) => prize.playerId === playerId)
    return {
      board_code: board.code,
      period: board.period,
      category: board.category,
      metric: board.metric,
      prizes: board.prizes,
      starts_at: window.start.toISOString(),
      ends_at: window.end.toISOString(),
      top: ranked
        .filter((standing) => standing.rank <= leaderboardTopSize)
        .map((standing) => ({
          rank: standing.rank,
          account_id: maskAccountId(standing.accountId),
          score: standing.score,
          prize: prizeOf(board, standing.rank, standing.score),
        })),
      you: own ? { rank: own.rank, score: own.score, prize: prizeOf(board, own.rank, own.score) } : null,
      previous: previous
        ? {
            starts_at: previous.start.toISOString(),
            ends_at: previous.end.toISOString(),
            winners: won.map(winner),
            you: ownPrize ? winner(ownPrize) : null,
          }
        : null,
    }
  })
}
