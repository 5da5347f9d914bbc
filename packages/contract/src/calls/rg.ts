import * as z from 'zod/mini'
import { authenticatedShape, envelopeShape, minorUnitsSchema, timestampSchema } from '../common'
import { maxMoneyAmount } from './wallet'

/** The responsible-gaming calls under /api/rg/* (docs/product.md#responsible-gaming). */

export const limitPeriods = ['day', 'week', 'month'] as const
export type LimitPeriod = (typeof limitPeriods)[number]

/** An increase (or removal) of a deposit limit waits this long; a decrease applies at once. */
export const limitIncreaseDelayHours = 24

export const timeOutDays = { min: 1, max: 42 } as const
export const selfExclusionMonths = { min: 6, max: 60 } as const
/** 0 switches the reminder off; otherwise every `min`..`max` minutes of play. */
export const realityCheckMinutes = { min: 10, max: 240 } as const

export const depositLimitSchema = z.object({
  period: z.enum(limitPeriods),
  /** The limit in force, minor units; null for none. */
  amount: z.nullable(minorUnitsSchema),
  /** A waiting increase or removal (null amount with a pending_from), or null when nothing waits. */
  pending_amount: z.nullable(minorUnitsSchema),
  /** When the waiting change takes effect; null when nothing waits. */
  pending_from: z.nullable(timestampSchema),
  /** Deposits (pending and approved) in the period so far: the last 24 hours, 7 days or 30 days. */
  used: minorUnitsSchema,
  /** What may still be deposited in the period; null without a limit. */
  remaining: z.nullable(minorUnitsSchema),
})
export type DepositLimit = z.infer<typeof depositLimitSchema>

/** The player's responsible-gaming settings. */
export const rgStatusShape = {
  /** One entry per period, day, week, month. */
  limits: z.array(depositLimitSchema),
  time_out_until: z.nullable(timestampSchema),
  self_excluded_until: z.nullable(timestampSchema),
  /** 0 when the reminder is off. */
  reality_check_minutes: z.int(),
}

export const rgStatusResponseSchema = z.object({ ...envelopeShape, ...rgStatusShape })
export type RgStatusResponse = z.infer<typeof rgStatusResponseSchema>

export const getLimitsRequestSchema = z.object({ ...authenticatedShape })
export type GetLimitsRequest = z.infer<typeof getLimitsRequestSchema>
export const getLimitsResponseSchema = rgStatusResponseSchema
export type GetLimitsResponse = z.infer<typeof getLimitsResponseSchema>

export const setLimitRequestSchema = z.object({
  ...authenticatedShape,
  period: z.enum(limitPeriods),
  /** The new limit, minor units; null removes it (after the delay, like an increase). */
  amount: z.nullable(
    z
      .int('must be a whole number of minor units')
      .check(z.gte(1, 'must be at least 1'), z.lte(maxMoneyAmount, `must be at most ${maxMoneyAmount}`)),
  ),
})
export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>
/** The settings after the change: a decrease is in `amount`, an increase in `pending_amount`. */
export const setLimitResponseSchema = rgStatusResponseSchema
export type SetLimitResponse = z.infer<typeof setLimitResponseSchema>

/** The answer of a time-out or self-exclusion: every session of the account has ended. */
export const restrictionResponseSchema = z.object({ ...envelopeShape, until: timestampSchema })
export type RestrictionResponse = z.infer<typeof restrictionResponseSchema>

export const timeOutRequestSchema = z.object({
  ...authenticatedShape,
  days: z
    .int()
    .check(
      z.gte(timeOutDays.min, `must be ${timeOutDays.min} to ${timeOutDays.max}`),
      z.lte(timeOutDays.max, `must be ${timeOutDays.min} to ${timeOutDays.max}`),
    ),
})
export type TimeOutRequest = z.infer<typeof timeOutRequestSchema>
export const timeOutResponseSchema = restrictionResponseSchema
export type TimeOutResponse = z.infer<typeof timeOutResponseSchema>

export const selfExcludeRequestSchema = z.object({
  ...authenticatedShape,
  months: z
    .int()
    .check(
      z.gte(selfExclusionMonths.min, `must be ${selfExclusionMonths.min} to ${selfExclusionMonths.max}`),
      z.lte(selfExclusionMonths.max, `must be ${selfExclusionMonths.min} to ${selfExclusionMonths.max}`),
    ),
})
export type SelfExcludeRequest = z.infer<typeof selfExcludeRequestSchema>
export const selfExcludeResponseSchema = restrictionResponseSchema
export type SelfExcludeResponse = z.infer<typeof selfExcludeResponseSchema>

export const realityCheckRequestSchema = z.object({
  ...authenticatedShape,
  minutes: z
    .int()
    .check(
      z.refine(
        (minutes: number) =>
          minutes === 0 || (minutes >= realityCheckMinutes.min && minutes <= realityCheckMinutes.max),
        `must be 0 (off) or ${realityCheckMinutes.min} to ${realityCheckMinutes.max}`,
      ),
    ),
})
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>
export const realityCheckResponseSchema = rgStatusResponseSchema
export type RealityCheckResponse = z.infer<typeof realityCheckResponseSchema>

/**
 * The failure answer of a call refused by a time-out or self-exclusion (message `timedOut` or `selfExcluded`):
 * sign-in and deposits say until when.
 */
export const restrictedFailureSchema = z.object({ ...envelopeShape, until: timestampSchema })
export type RestrictedFailure = z.infer<typeof restrictedFailureSchema>

/** The failure answer of a deposit over a limit (message `depositLimitExceeded`). */
export const depositLimitFailureSchema = z.object({
  ...envelopeShape,
  period: z.enum(limitPeriods),
  limit: minorUnitsSchema,
  /** What may still be deposited in the period. */
  remaining: minorUnitsSchema,
})
export type DepositLimitFailure = z.infer<typeof depositLimitFailureSchema>
