import * as z from 'zod/mini'
import { authenticatedShape, envelopeShape, minorUnitsSchema, timestampSchema } from '../common'

/**
 * Referral (docs/product.md#referral): a player shares a link with `?ref=<account id>`; a friend who signs up
 * through it is theirs, and each friend's first approved deposit earns the referrer the tenant's commission,
 * claimed through the ledger.
 */

export const referredStatuses = ['signed_up', 'deposited'] as const
export type ReferredStatus = (typeof referredStatuses)[number]

export const referredPlayerSchema = z.object({
  /** The friend's account id with its middle hidden (`ma****7`). */
  account: z.string(),
  joined_at: timestampSchema,
  status: z.enum(referredStatuses),
  /** What the friend's first deposit earns under the tenant's rule (0 before it), minor units. */
  commission: minorUnitsSchema,
  is_paid: z.boolean(),
})
export type ReferredPlayer = z.infer<typeof referredPlayerSchema>

export const referralRequestSchema = z.object({ ...authenticatedShape })
export type ReferralRequest = z.infer<typeof referralRequestSchema>
export const referralResponseSchema = z.object({
  ...envelopeShape,
  /** What a friend's link carries: the player's account id. */
  code: z.string(),
  /** The tenant's rule: this percent of a friend's first deposit, at most `cap` minor units (0: no cap). */
  percent: z.int(),
  cap: minorUnitsSchema,
  /** Newest first, at most 100. */
  referred: z.array(referredPlayerSchema),
  /** How many friends signed up in all. */
  referred_count: z.int(),
  /** Earned and not yet claimed; claimed so far. */
  pending: minorUnitsSchema,
  paid: minorUnitsSchema,
})
export type ReferralResponse = z.infer<typeof referralResponseSchema>

export const claimReferralRequestSchema = z.object({ ...authenticatedShape })
export type ClaimReferralRequest = z.infer<typeof claimReferralRequestSchema>
export const claimReferralResponseSchema = z.object({
  ...envelopeShape,
  claimed: minorUnitsSchema,
  /** The game balance after the claim. */
  balance: minorUnitsSchema,
})
export type ClaimReferralResponse = z.infer<typeof claimReferralResponseSchema>
