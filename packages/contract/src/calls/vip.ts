import * as z from 'zod/mini'
import { authenticatedShape, envelopeShape, minorUnitsSchema } from '../common'
import { requestIdSchema } from './wallet'

/**
 * VIP level-up rewards (docs/product.md#vip-rewards): each level of a tenant's VIP table may pay a cash reward once
 * the player's deposits and turnover reach it, claimed once per player and level through the ledger, and lists a
 * few benefits the operator wrote.
 */

/** The most levels a tenant's VIP table holds. */
export const vipLevelsMax = 20
/** The most benefit lines a level lists. */
export const vipBenefitsMax = 5
/** The longest benefit line, in characters. */
export const vipBenefitLength = 80

/** A level of the table with what it pays and where the signed-in player stands on it. */
export const vipLevelSchema = z.object({
  level: z.int(),
  /** The operator's name of the level, shown as written. */
  name: z.string(),
  /** Total approved deposits and total turnover (stakes) the level needs, in minor units. */
  min_deposit: minorUnitsSchema,
  min_turnover: minorUnitsSchema,
  /** The cash paid once on reaching the level, in minor units; 0 pays nothing. */
  level_up_reward: minorUnitsSchema,
  /** The operator's benefit lines, shown as written. */
  benefits: z.array(z.string()),
  /** The player's totals meet both of the level's requirements. */
  is_reached: z.boolean(),
  /** The highest level reached: the player's level. */
  is_current: z.boolean(),
  /** The level's reward was paid to the player. */
  is_claimed: z.boolean(),
})
export type VipLevel = z.infer<typeof vipLevelSchema>

export const vipLevelsRequestSchema = z.object({ ...authenticatedShape })
export type VipLevelsRequest = z.infer<typeof vipLevelsRequestSchema>
export const vipLevelsResponseSchema = z.object({
  ...envelopeShape,
  /** The tenant's levels from the lowest. */
  value: z.array(vipLevelSchema),
  /** The player's totals the levels are measured against, in minor units. */
  total_deposit: minorUnitsSchema,
  total_turnover: minorUnitsSchema,
})
export type VipLevelsResponse = z.infer<typeof vipLevelsResponseSchema>

/**
 * Claims the reward of a reached level, once: the same `request_id` again answers the first answer and pays
 * nothing; another claim of a paid level answers `alreadyClaimed`.
 */
export const claimVipRewardRequestSchema = z.object({
  ...authenticatedShape,
  level: z.int().check(z.gte(1), z.lte(1_000)),
  request_id: requestIdSchema,
})
export type ClaimVipRewardRequest = z.infer<typeof claimVipRewardRequestSchema>
export const claimVipRewardResponseSchema = z.object({
  ...envelopeShape,
  level: z.int(),
  /** The cash paid, in minor units. */
  reward: minorUnitsSchema,
  /** The game balance after the claim. */
  balance: minorUnitsSchema,
})
export type ClaimVipRewardResponse = z.infer<typeof claimVipRewardResponseSchema>
