import * as z from 'zod/mini'
import { authenticatedShape, envelopeShape, minorUnitsSchema, requiredText } from '../common'
import { requestIdSchema } from './wallet'

/**
 * Deposit bonuses (docs/product.md#deposit-bonus): a tenant's offers, each a percent of the player's next qualifying
 * deposit up to a maximum, paid to a separate bonus balance that turns into cash once the player has staked a
 * multiple of it on games of the offer's categories. A player holds at most one open bonus.
 */

/**
 * Where a player's bonus stands: opted in and waiting for a deposit, then active until completed (released to cash)
 * or forfeited (by a withdrawal); an opt-in whose offer ended before a qualifying deposit is expired.
 */
export const bonusStatuses = ['opted_in', 'active', 'completed', 'forfeited', 'expired'] as const
export type BonusStatus = (typeof bonusStatuses)[number]

/**
 * An offer as the player sees it. Amounts in minor units; `categories` are product category keys. `title` and `terms`
 * are English, `local_title` and `local_terms` the tenant's language ('' when the operator wrote none: the site shows
 * the English).
 */
export const bonusOfferSchema = z.object({
  offer_code: z.string(),
  title: z.string(),
  local_title: z.string(),
  /** The operator's terms, shown as written. */
  terms: z.string(),
  local_terms: z.string(),
  /** The banner image, or '' for none. */
  image_url: z.string(),
  /** The bonus is this percent of the qualifying deposit... */
  percent: z.int(),
  /** ...and at most this much. */
  max_bonus: minorUnitsSchema,
  /** The smallest deposit that qualifies. */
  min_deposit: minorUnitsSchema,
  /** The bonus must be staked this many times over before it turns into cash. */
  wagering_multiple: z.int(),
  categories: z.array(z.string()),
  starts_at: z.string(),
  /** ISO 8601, or null for an offer without an end. */
  ends_at: z.nullable(z.string()),
  /** The player may opt in: the offer runs and the player holds no open bonus. */
  can_opt_in: z.boolean(),
})
export type BonusOffer = z.infer<typeof bonusOfferSchema>

/** The player's open bonus, or their last one, in numbers and in plain words. */
export const playerBonusSchema = z.object({
  offer_code: z.string(),
  /** The offer's title, in English and in the tenant's language ('' for none). */
  title: z.string(),
  local_title: z.string(),
  status: z.enum(bonusStatuses),
  /** The bonus credited (0 while opted in). */
  bonus_amount: minorUnitsSchema,
  /** What the bonus balance holds now. */
  bonus_balance: minorUnitsSchema,
  /** What must be staked on eligible games, and what has been. */
  wagering_required: minorUnitsSchema,
  wagered: minorUnitsSchema,
  categories: z.array(z.string()),
  /** The smallest deposit that credits an opted-in bonus. */
  min_deposit: minorUnitsSchema,
  /** One sentence of where the bonus stands, in English with the tenant's currency (the site words it itself). */
  progress_text: z.string(),
})
export type PlayerBonus = z.infer<typeof playerBonusSchema>

export const bonusOffersRequestSchema = z.object({ ...authenticatedShape })
export type BonusOffersRequest = z.infer<typeof bonusOffersRequestSchema>
export const bonusOffersResponseSchema = z.object({
  ...envelopeShape,
  /** The offers running now, in the tenant's order. */
  value: z.array(bonusOfferSchema),
  /** The player's open bonus (opted in or active), or null. */
  bonus: z.nullable(playerBonusSchema),
})
export type BonusOffersResponse = z.infer<typeof bonusOffersResponseSchema>

/**
 * Opts in to an offer: the player's next deposit of at least its minimum, while it runs, credits the bonus. The same
 * `request_id` again answers the first answer; a second open bonus is refused (`bonusAlreadyOpen`), as are an
 * unknown offer (`bonusOfferNotFound`) and one not running (`bonusOfferExpired`).
 */
export const optInBonusRequestSchema = z.object({
  ...authenticatedShape,
  offer_code: requiredText(40),
  request_id: requestIdSchema,
})
export type OptInBonusRequest = z.infer<typeof optInBonusRequestSchema>
export const optInBonusResponseSchema = z.object({ ...envelopeShape, bonus: playerBonusSchema })
export type OptInBonusResponse = z.infer<typeof optInBonusResponseSchema>
