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
 * A game reports the playable balance; the cash is what is left of it after the bonus last read (a win paid to
 * the bonus shows as cash until the next balance read, but the playable sum is exact).
 */
export const withPlayableBalance = (game: UserState['game'], playable: number): UserState['game'] => ({
  ...game,
  balance: Math.max(0, playable - (game.bonus ?? 0)),
})

export const isAuthenticatedAtom = atom((get) => get(userAtom).isAuthenticated)

/** The `account_id` and `auth` fields every signed-in call sends, or undefined for a visitor. */
export const authFieldsAtom = atom((get) => {
  const { isAuthenticated, user, token } = get(userAtom)
  return isAuthenticated && user && token ? { account_id: user.account_id, auth: token } : undefined
})
