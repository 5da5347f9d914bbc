import { minigameWalletSchema, vipSummarySchema } from '@lobbykit/contract/calls/auth'
import { atom } from 'jotai/vanilla'
import { atomWithStorage } from 'jotai/vanilla/utils'
import * as z from 'zod/mini'
import { validatedStorage } from './persist'

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
  game: z.object({ balance: z.number(), token: z.number() }),
  email: z.string(),
  fullname: z.string(),
  game_fav_list: z.array(storedFavouriteSchema),
  vip: z.nullable(vipSummarySchema),
  minigame: minigameWalletSchema,
})
export type UserState = z.infer<typeof userStateSchema>

export const signedOutUser: UserState = {
  isAuthenticated: false,
  user: null,
  token: '',
  game: { balance: 0, token: 0 },
  email: '',
  fullname: '',
  game_fav_list: [],
  vip: null,
  minigame: { frozen_token: 0, token_balance: 0 },
}

/** The stored key of the user store; logout removes it. */
export const userStorageKey = 'user'

/** Persisted (docs/product.md#persisted-stores), checked on read; set it to RESET (jotai/vanilla/utils) to sign out. */
export const userAtom = atomWithStorage(userStorageKey, signedOutUser, validatedStorage(userStateSchema), {
  getOnInit: true,
})

export const isAuthenticatedAtom = atom((get) => get(userAtom).isAuthenticated)

/** The `account_id` and `auth` fields every signed-in call sends, or undefined for a visitor. */
export const authFieldsAtom = atom((get) => {
  const { isAuthenticated, user, token } = get(userAtom)
  return isAuthenticated && user && token ? { account_id: user.account_id, auth: token } : undefined
})
