import { minigameWalletSchema, vipSummarySchema } from '@lobbykit/contract/calls/auth'
import { maxGameSearchLength } from '@lobbykit/contract/calls/product'
import { cmsContentSchema, partnerSchema, socialAccountSchema } from '@lobbykit/contract/calls/settings'
import {
  liveChatSchema,
  maintenanceSchema,
  menuItemSchema,
  providerCountSchema,
  siteSchema,
} from '@lobbykit/contract/calls/startup'
import { templateIds } from '@lobbykit/contract/registry'
import * as z from 'zod/mini'

/**
 * The shapes of the values the stores keep in localStorage (docs/product.md#persisted-stores), checked when one
 * is read back. This module and zod load only when a stored value is there to check (`prepareStoredValues` in
 * ./persist): a first visit has none, so its JavaScript carries no schema (docs/architecture.md#first-visit-code).
 */

/** Layout and site state (docs/product.md#layout-state). */
export const layoutStateSchema = z.object({
  /** Why the site could not be shown ('Invalid theme code', the server's message, ...); empty when fine. */
  message: z.string(),
  /** The template the site's theme_code maps to; null until start-up succeeded. */
  template: z.nullable(z.enum(templateIds)),
  maintenance: maintenanceSchema,
  /** The tenant's default language code. */
  language: z.string(),
  /** Menus already filtered by provider_count (docs/product.md#menu-filter). */
  content: z.object({ menu: z.array(menuItemSchema), game_menu: z.array(menuItemSchema) }),
  accountList: z.array(socialAccountSchema),
  site: z.nullable(siteSchema),
  /** Sanitised CMS bodies (docs/product.md#cms-sanitising). */
  cms: z.nullable(cmsContentSchema),
  /** Whether any CMS page is switched on. */
  cms_status: z.boolean(),
  provider_count: z.array(providerCountSchema),
  aff_domain: z.array(z.string()),
  show_preloader: z.boolean(),
  hasHotGames: z.boolean(),
  show_bf_ann_modal: z.boolean(),
  show_app_download: z.boolean(),
  show_download_bar: z.boolean(),
  live_chat: z.nullable(liveChatSchema),
  partners: z.array(partnerSchema),
  showPartner: z.boolean(),
})
export type LayoutState = z.infer<typeof layoutStateSchema>

/** A favourite game (docs/product.md#favourites): the call's `img_url` is stored as `game_image`. */
export const storedFavouriteSchema = z.object({
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  game_image: z.string(),
  provider_code: z.string(),
})
export type StoredFavourite = z.infer<typeof storedFavouriteSchema>

export const sessionProfileSchema = z.object({
  account_id: z.string(),
  session_token: z.string(),
  full_name: z.string(),
  contact_email: z.string(),
})
export type SessionProfile = z.infer<typeof sessionProfileSchema>

/** The user session (docs/product.md#user-session). Amounts are minor units of the site's currency. */
export const userStateSchema = z.object({
  isAuthenticated: z.boolean(),
  user: z.nullable(sessionProfileSchema),
  token: z.string(),
  /**
   * `balance` is the cash; `bonus` an active deposit bonus's balance (docs/product.md#deposit-bonus), absent in a
   * session stored before bonuses. A player plays with both: see `playableBalanceOf`.
   */
  game: z.object({ balance: z.number(), token: z.number(), bonus: z.optional(z.number()) }),
  email: z.string(),
  fullname: z.string(),
  game_fav_list: z.array(storedFavouriteSchema),
  vip: z.nullable(vipSummarySchema),
  minigame: minigameWalletSchema,
})
export type UserState = z.infer<typeof userStateSchema>

export const modalStateSchema = z.object({
  stack: z.array(z.string()),
  last: z.nullable(z.string()),
})
export type ModalState = z.infer<typeof modalStateSchema>

export const playSessionSchema = z.object({
  account_id: z.string(),
  /** When the player signed in (ms since the epoch). */
  started_at: z.number(),
  /** The balance (minor units) once signed in. */
  start_balance: z.number(),
  /** When the last reminder showed, null before the first. */
  reminded_at: z.nullable(z.number()),
  /** The player's reality-check interval in minutes; 0 = off. */
  minutes: z.number(),
  /** When `minutes` was last read from the server; 0 = never. */
  minutes_read_at: z.number(),
})
export type PlaySession = z.infer<typeof playSessionSchema>
/** The play session as stored: none while nobody plays. */
export const storedPlaySessionSchema = z.nullable(playSessionSchema)

/** The player's last game searches, newest first. */
export const recentSearchesSchema = z.array(z.string().check(z.maxLength(maxGameSearchLength)))
