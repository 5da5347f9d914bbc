import { atom } from 'jotai/vanilla'
import { persistedAtom } from './persist'
import type { UserState } from './storedShapes'

export type { SessionProfile, StoredFavourite, UserState } from './storedShapes'

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
export const userAtom = persistedAtom(userStorageKey, signedOutUser, (shapes) => shapes.userStateSchema)

/** What the player can stake: the cash and an active deposit bonus (docs/product.md#deposit-bonus). */
export const playableBalanceOf = (game: UserState['game']): number => game.balance + (game.bonus ?? 0)

/**
 * A game reports the playable balance, not its split: the cash is what is left after the bonus last read, and a
 * bonus larger than the whole (spent or turned into cash during play) shrinks to it, so the sum the header shows is
 * always the game's. The split is read again when the game closes.
 */
export const withPlayableBalance = (game: UserState['game'], playable: number): UserState['game'] => {
  const bonus = Math.min(game.bonus ?? 0, playable)
  return { ...game, balance: playable - bonus, bonus }
}

export const isAuthenticatedAtom = atom((get) => get(userAtom).isAuthenticated)

/** The `account_id` and `auth` fields every signed-in call sends, or undefined for a visitor. */
export const authFieldsAtom = atom((get) => {
  const { isAuthenticated, user, token } = get(userAtom)
  return isAuthenticated && user && token ? { account_id: user.account_id, auth: token } : undefined
})
