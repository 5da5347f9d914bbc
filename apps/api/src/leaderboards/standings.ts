import type { LeaderboardCategory, LeaderboardMetric } from '@lobbykit/contract/calls/leaderboards'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rowsOf } from '../db/rows'
import { gameRounds, games, players } from '../db/schema'
import type { PeriodWindow } from '../missions/periods'

/** What a board ranks: its tenant's rounds of a category (or all), by a metric. */
export interface RankedBoard {
  tenantId: number
  category: LeaderboardCategory
  metric: LeaderboardMetric
}

/** A player's place on a board: rank 1 is first; the score is in the metric's unit. */
export interface Standing {
  rank: number
  playerId: number
  accountId: string
  score: number
}

/**
 * docs/product.md#leaderboards: the board's standings over `window`, from the tenant's rounds settled in it with a
 * stake (a round rolled back, still open or staked nothing does not count), joined to the games for their category.
 *
 * - turnover: the sum of the stakes, in minor units; reached when the last of those rounds settled;
 * - multiplier: the biggest payout / stake of one round, in hundredths (1250 is x12.50), rounded down; reached when
 *   the first round with that multiplier settled.
 *
 * Ties go to whoever reached the score first (then the older account). Answers the first `limit` ranks, and the
 * place of `playerId` wherever it is.
 */
export async function standingsOf(
  db: Db,
  board: RankedBoard,
  window: PeriodWindow,
  options: { limit: number; playerId?: number | undefined },
): Promise<Standing[]> {
  const byCategory =
    board.category === 'all'
      ? sql``
      : sql`and exists (select 1 from ${games} g where g.id = r.game_id and g.category = ${board.category})`
  const scores =
    board.metric === 'turnover'
      ? sql`select player_id, sum(stake) as score, max(settled_at) as reached_at from counted group by player_id`
      : sql`select distinct on (player_id) player_id, payout * 100 / stake as score, settled_at as reached_at
            from counted order by player_id, payout * 100 / stake desc, settled_at, id`
  const rows = rowsOf<{ rank: unknown; player_id: unknown; score: unknown; account_id: string }>(
    await db.execute(sql`
      with counted as (
        select r.id, r.player_id, r.stake, r.payout, r.settled_at
        from ${gameRounds} r
        where r.tenant_id = ${board.tenantId}
          and r.status = 'settled'
          and r.stake > 0
          and r.settled_at >= ${window.start.toISOString()}::timestamptz
          and r.settled_at < ${window.end.toISOString()}::timestamptz
          ${byCategory}
      ),
      scores as (${scores}),
      ranked as (
        select player_id, score, row_number() over (order by score desc, reached_at, player_id) as rank
        from scores
      )
      select k.rank::int as rank, k.player_id, k.score::text as score, p.account_id
      from ranked k join ${players} p on p.id = k.player_id
      where k.rank <= ${options.limit} or k.player_id = ${options.playerId ?? -1}
      order by k.rank`),
  )
  return rows.map((row) => ({
    rank: Number(row.rank),
    playerId: Number(row.player_id),
    accountId: row.account_id,
    score: Number(row.score),
  }))
}
