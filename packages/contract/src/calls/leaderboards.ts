import * as z from 'zod/mini'
import type { GameCategoryKey } from '../categories'
import {
  accountIdSchema,
  authTokenSchema,
  envelopeShape,
  minorUnitsSchema,
  siteShape,
  timestampSchema,
} from '../common'
import { missionPeriods } from './missions'

/**
 * Leaderboards (docs/product.md#leaderboards): a tenant's daily and weekly boards, ranked from the rounds players
 * really played in the period, whose prizes are paid through the ledger once the period has ended.
 */

/** A board runs on the missions' clock: daily from 00:00 UTC, weekly from Monday 00:00 UTC. */
export const leaderboardPeriods = missionPeriods
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number]

/**
 * What a board ranks by: turnover (the stakes of the player's settled rounds, minor units) or multiplier (the
 * biggest win of one round over its stake, an integer in hundredths like every multiplier of the contract:
 * 1250 is x12.50).
 */
export const leaderboardMetrics = ['turnover', 'multiplier'] as const
export type LeaderboardMetric = (typeof leaderboardMetrics)[number]

/** The rounds a board counts: every game's (`all`) or one product category's (`productCategoryKeys`). */
export const leaderboardCategories = [
  'all',
  'slot_game',
  'casino',
  'hash_game',
  'sportsbook',
  'fishing',
  'poker',
  'sabong',
  'lottery',
  'horse_racing',
  'bingo',
  'arcade',
  'crash',
] as const satisfies readonly ('all' | Exclude<GameCategoryKey, 'hot'>)[]
export type LeaderboardCategory = (typeof leaderboardCategories)[number]

/** How many ranks a board answers (and pays at most). */
export const leaderboardTopSize = 20

/** A tenant's board code: stable across edits, so a period's prizes stay paid when the operator edits a board. */
export const leaderboardCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be 1 to 40 lower-case letters, digits or dashes'),
  )

/** One line of the standings: the rank (1 is first), the player masked (`de**o`), the score and the rank's prize. */
export const leaderboardRowSchema = z.object({
  rank: z.int().check(z.gte(1)),
  /** The player's account id with its middle hidden, as the top-10 boards show it. */
  account_id: z.string(),
  /** In the metric's unit: minor units for turnover, hundredths for multiplier. */
  score: z.int().check(z.gte(0)),
  /** What the rank would win if the period ended now (minor units, 0 for none). */
  prize: minorUnitsSchema,
})
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>

/** The signed-in player's own place, wherever it is. */
export const leaderboardOwnRowSchema = z.object({
  rank: z.int().check(z.gte(1)),
  score: z.int().check(z.gte(0)),
  prize: minorUnitsSchema,
})
export type LeaderboardOwnRow = z.infer<typeof leaderboardOwnRowSchema>

/** A prize paid for a period that has ended. */
export const leaderboardWinnerSchema = z.object({
  rank: z.int().check(z.gte(1)),
  account_id: z.string(),
  prize: minorUnitsSchema,
})
export type LeaderboardWinner = z.infer<typeof leaderboardWinnerSchema>

export const leaderboardSchema = z.object({
  board_code: z.string(),
  period: z.enum(leaderboardPeriods),
  category: z.enum(leaderboardCategories),
  metric: z.enum(leaderboardMetrics),
  /** The cash prize of each rank from the first, in minor units. */
  prizes: z.array(minorUnitsSchema),
  /** The current period: from `starts_at` (inclusive) to `ends_at` (exclusive). */
  starts_at: timestampSchema,
  ends_at: timestampSchema,
  /** The first `leaderboardTopSize` ranks of the current period. */
  top: z.array(leaderboardRowSchema),
  /** The signed-in player's place; null for a visitor and for a player with no round counted this period. */
  you: z.nullable(leaderboardOwnRowSchema),
  /**
   * The period before, once its prizes are paid: who won what, and the player's own prize. Null when the board
   * did not run then, and in the minute after a period ends while its prizes are worked out.
   */
  previous: z.nullable(
    z.object({
      starts_at: timestampSchema,
      ends_at: timestampSchema,
      winners: z.array(leaderboardWinnerSchema),
      you: z.nullable(leaderboardWinnerSchema),
    }),
  ),
})
export type Leaderboard = z.infer<typeof leaderboardSchema>

/** Anyone may read the boards; a signed-in player also sends `account_id` and `auth` (both or neither). */
export const leaderboardsRequestSchema = z.object({
  ...siteShape,
  account_id: z.optional(accountIdSchema),
  auth: z.optional(authTokenSchema),
})
export type LeaderboardsRequest = z.infer<typeof leaderboardsRequestSchema>
export const leaderboardsResponseSchema = z.object({ ...envelopeShape, value: z.array(leaderboardSchema) })
export type LeaderboardsResponse = z.infer<typeof leaderboardsResponseSchema>
