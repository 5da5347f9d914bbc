import * as z from 'zod/mini'
import { accountIdSchema, authTokenSchema, envelopeShape, shortText, siteShape } from '../common'

import { gameSorts, maxGameSearchLength, maxGamesPageSize } from '../lobby'

export { gameTypeByCategory } from '../categories'
export {
  defaultGameSort,
  type GameSort,
  gameSorts,
  lobbyPageSize,
  maxGameSearchLength,
  maxGamesPageSize,
} from '../lobby'

/** A game in a list (docs/product.md#default-games), with its category and provider's name. */
export const gameSchema = z.object({
  provider_code: z.string(),
  provider_name: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  game_image: z.string(),
  /** A product category key of docs/product.md#categories (slot_game, casino, ...). */
  category: z.string(),
  /**
   * The return to player its provider publishes, in hundredths of a percent (9650 is 96.50 %); null where the
   * provider publishes none (live tables, sportsbooks). docs/product.md#lobby
   */
  rtp: z.nullable(z.int()),
})
export type Game = z.infer<typeof gameSchema>

export const getHotGamesRequestSchema = z.object({
  ...siteShape,
  /** Empty for every hot game; a game_type (SLOTS, LIVE, ...) narrows the list. */
  game_type: shortText(20),
})
export type GetHotGamesRequest = z.infer<typeof getHotGamesRequestSchema>
export const getHotGamesResponseSchema = z.object({ ...envelopeShape, value: z.array(gameSchema) })
export type GetHotGamesResponse = z.infer<typeof getHotGamesResponseSchema>

export const getGamesRequestSchema = z.object({
  ...siteShape,
  /** A product category key (slot_game, casino, ...) or 'hot'; omitted for every category. */
  category: z.optional(shortText(20)),
  provider_code: z.optional(shortText(40)),
  /** Words of a game's or its provider's name, any case and accents (docs/product.md#lobby). */
  search: z.optional(shortText(maxGameSearchLength)),
  /** `popular` when omitted. */
  sort: z.optional(z.enum(gameSorts)),
  /** Only the signed-in player's favourites: needs `account_id` and `auth`. */
  favourites: z.optional(z.boolean()),
  account_id: z.optional(accountIdSchema),
  auth: z.optional(authTokenSchema),
  page: z.int().check(z.gte(1), z.lte(10_000)),
  page_size: z.int().check(z.gte(1), z.lte(maxGamesPageSize)),
})
export type GetGamesRequest = z.infer<typeof getGamesRequestSchema>

/** A provider with games under the request's category, for the lobby's provider filter. */
export const providerSummarySchema = z.object({
  provider_code: z.string(),
  provider_name: z.string(),
  provider_image: z.string(),
  game_count: z.int(),
})
export type ProviderSummary = z.infer<typeof providerSummarySchema>

export const getGamesResponseSchema = z.object({
  ...envelopeShape,
  value: z.array(gameSchema),
  /** Games matching the filters, over every page. */
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
  /** The tenant's providers with games in the category (search, sort and favourites aside). */
  providers: z.array(providerSummarySchema),
  /** The orders this lobby offers: `rtp` only where some of its games publish one. */
  sorts: z.array(z.enum(gameSorts)),
})
export type GetGamesResponse = z.infer<typeof getGamesResponseSchema>
