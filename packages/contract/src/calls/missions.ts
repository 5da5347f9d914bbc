import * as z from 'zod/mini'
import { authenticatedShape, envelopeShape, minorUnitsSchema, timestampSchema } from '../common'

/**
 * Missions (docs/product.md#missions): daily and weekly tasks a tenant sets, measured from what the player really
 * did in the period, each paid once per period through the ledger.
 */

export const missionPeriods = ['daily', 'weekly'] as const
export type MissionPeriod = (typeof missionPeriods)[number]

/**
 * What a mission counts: rounds played (a count), turnover (stakes, minor units), deposits (approved amounts,
 * minor units) or logins (days of the period with a sign-in).
 */
export const missionMetrics = ['rounds', 'turnover', 'deposits', 'logins'] as const
export type MissionMetric = (typeof missionMetrics)[number]

/**
 * A reward in cash (minor units, to the game balance), in minigame tokens (a count) or in bonus (minor units, to the
 * bonus balance: it turns into cash once bet `wagering_multiple` times over, docs/product.md#missions).
 */
export const missionRewardKinds = ['cash', 'minigame_token', 'bonus'] as const
export type MissionRewardKind = (typeof missionRewardKinds)[number]

/** A tenant's mission code: stable across edits, so a claim stays a claim when the operator changes a target. */
export const missionCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be 1 to 40 lower-case letters, digits or dashes'),
  )

export const missionSchema = z.object({
  mission_code: z.string(),
  period: z.enum(missionPeriods),
  metric: z.enum(missionMetrics),
  /** In the metric's unit: a count, or minor units for turnover and deposits. */
  target: z.int(),
  /** What the player did in the current period, in the same unit (it may pass the target). */
  progress: z.int(),
  reward_kind: z.enum(missionRewardKinds),
  reward: minorUnitsSchema,
  /** For a bonus reward: how many times over the bonus must be bet before it turns into cash (0 for the others). */
  wagering_multiple: z.int(),
  /** When the current period ends and the mission starts again at 0 (UTC midnight, Monday for weekly). */
  ends_at: timestampSchema,
  is_claimed: z.boolean(),
})
export type Mission = z.infer<typeof missionSchema>

export const missionsRequestSchema = z.object({ ...authenticatedShape })
export type MissionsRequest = z.infer<typeof missionsRequestSchema>
export const missionsResponseSchema = z.object({ ...envelopeShape, value: z.array(missionSchema) })
export type MissionsResponse = z.infer<typeof missionsResponseSchema>

export const claimMissionRequestSchema = z.object({ ...authenticatedShape, mission_code: missionCodeSchema })
export type ClaimMissionRequest = z.infer<typeof claimMissionRequestSchema>
export const claimMissionResponseSchema = z.object({
  ...envelopeShape,
  mission_code: z.string(),
  reward_kind: z.enum(missionRewardKinds),
  reward: minorUnitsSchema,
  /** The game balance and the minigame tokens after the claim (a bonus reward is on the bonus balance). */
  balance: minorUnitsSchema,
  token_balance: minorUnitsSchema,
})
export type ClaimMissionResponse = z.infer<typeof claimMissionResponseSchema>
