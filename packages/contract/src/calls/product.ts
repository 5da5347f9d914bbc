import * as z from 'zod/mini'
import type { GameCategoryKey } from '../categories'
import { envelopeShape, shortText, siteShape } from '../common'

/** The `game_type` each category's games carry (the default lists of docs/product.md#default-games show SLOTS for slots). */
export const gameTypeByCategory = {
  slot_game: 'SLOTS',
  casino: 'LIVE',
  hash_game: 'HASH',
  sportsbook: 'SPORTS',
  fishing: 'FISH',
  poker: 'TABLE',
  sabong: 'SABONG',
  lottery: 'LOTTERY',
  horse_racing: 'RACING',
  bingo: 'BINGO',
  arcade: 'ARCADE',
  crash: 'CRASH',
} as const satisfies Record<Exclude<GameCategoryKey, 'hot'>, string>

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

export const maxGamesPageSize = 100

export const getGamesRequestSchema = z.object({
  ...siteShape,
  /** A product category key (slot_game, casino, ...) or 'hot'; omitted for every category. */
  category: z.optional(shortText(20)),
  provider_code: z.optional(shortText(40)),
  /** Part of a game's name, any case. */
  search: z.optional(shortText(60)),
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
  providers: z.array(providerSummarySchema),
})
export type GetGamesResponse = z.infer<typeof getGamesResponseSchema>
