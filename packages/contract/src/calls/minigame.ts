import * as z from 'zod/mini'
import { authenticatedShape, envelopeShape, minorUnitsSchema, rowIdSchema } from '../common'
import { requestIdSchema } from './wallet'

/**
 * The minigame token wallet and the lucky spin (docs/product.md#minigame): tokens are earned by turnover at
 * the tenant's rate; a spin freezes one token, the server decides the prize, and collecting credits the prize
 * and spends the token.
 */

export const spinPrizeKinds = ['cash', 'tokens', 'nothing'] as const
export type SpinPrizeKind = (typeof spinPrizeKinds)[number]

/** A segment of the wheel: cash in minor units of the tenant's currency, tokens, or nothing. */
export const spinPrizeSchema = z.object({
  kind: z.enum(spinPrizeKinds),
  amount: minorUnitsSchema,
})
export type SpinPrize = z.infer<typeof spinPrizeSchema>

export const minigameWalletShape = {
  token_balance: minorUnitsSchema,
  frozen_token: minorUnitsSchema,
}

export const minigameStateRequestSchema = z.object({ ...authenticatedShape })
export type MinigameStateRequest = z.infer<typeof minigameStateRequestSchema>
export const minigameStateResponseSchema = z.object({
  ...envelopeShape,
  ...minigameWalletShape,
  /** The wheel's segments, clockwise from the top. */
  prizes: z.array(spinPrizeSchema),
  /** Turnover (minor units) that earns one token, and what is left to bet for the next one. */
  turnover_per_token: minorUnitsSchema,
  turnover_to_next_token: minorUnitsSchema,
})
export type MinigameStateResponse = z.infer<typeof minigameStateResponseSchema>

export const minigameSpinRequestSchema = z.object({ ...authenticatedShape, request_id: requestIdSchema })
export type MinigameSpinRequest = z.infer<typeof minigameSpinRequestSchema>
export const minigameSpinResponseSchema = z.object({
  ...envelopeShape,
  ...minigameWalletShape,
  spin_id: z.int(),
  /** The segment the wheel stops on. */
  prize_index: z.int(),
  prize: spinPrizeSchema,
})
export type MinigameSpinResponse = z.infer<typeof minigameSpinResponseSchema>

export const minigameCollectRequestSchema = z.object({ ...authenticatedShape, spin_id: rowIdSchema })
export type MinigameCollectRequest = z.infer<typeof minigameCollectRequestSchema>
export const minigameCollectResponseSchema = z.object({
  ...envelopeShape,
  ...minigameWalletShape,
  /** The game balance after the prize. */
  balance: minorUnitsSchema,
})
export type MinigameCollectResponse = z.infer<typeof minigameCollectResponseSchema>
