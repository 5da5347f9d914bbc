import { getBalance } from '../api/auth/getBalance'
import { vip } from '../api/auth/vip'
import { favAdd } from '../api/home/favAdd'
import { favList } from '../api/home/favList'
import { favRemove } from '../api/home/favRemove'
import { profileUpdate } from '../api/settings/profileUpdate'
import { authFieldsAtom, userAtom } from '../stores/user'
import type { FlowContext } from './context'
import { vipSummaryFrom } from './vipSummary'

/** The signed-in fields, with this site's domain; undefined for a visitor (nothing to fetch). */
function signedIn(ctx: FlowContext) {
  const auth = ctx.store.get(authFieldsAtom)
  return auth ? { ...auth, domain_name: ctx.domainName } : undefined
}

/** Balance, bonus balance, tokens and minigame wallet. A failure goes to the error handler (-503 is only logged). */
export async function refreshBalance(ctx: FlowContext): Promise<void> {
  const body = signedIn(ctx)
  if (!body) return
  const result = await getBalance(ctx.api, body)
  if (!result.ok) {
    ctx.handleError(result.error)
    return
  }
  const { game_balance, game_token, bonus_balance, minigame } = result.data
  ctx.store.set(userAtom, (state) => ({
    ...state,
    game: { balance: game_balance, token: game_token, bonus: bonus_balance },
    minigame,
  }))
}

/** VIP level and progress (capped at 100 %). */
export async function refreshVip(ctx: FlowContext): Promise<void> {
  const body = signedIn(ctx)
  if (!body) return
  const result = await vip(ctx.api, body)
  if (!result.ok) {
    ctx.handleError(result.error)
    return
  }
  const summary = vipSummaryFrom(result.data.nextLevel[0], result.data.summary)
  ctx.store.set(userAtom, (state) => ({ ...state, vip: summary }))
}

/** Favourite games; the call's img_url becomes game_image (docs/product.md#favourites). */
export async function refreshFavourites(ctx: FlowContext): Promise<void> {
  const body = signedIn(ctx)
  if (!body) return
  const result = await favList(ctx.api, body)
  if (!result.ok) {
    ctx.handleError(result.error)
    return
  }
  ctx.store.set(userAtom, (state) => ({ ...state, game_fav_list: storedFavourites(result.data.value) }))
}

const storedFavourites = (
  value: {
    img_url: string
    game_code: string
    game_name: string
    game_type: string
    provider_code: string
  }[],
) => value.map(({ img_url, ...game }) => ({ ...game, game_image: img_url }))

/**
 * Adds a game to the player's favourites, or takes it out when it is one already (docs/product.md#favourites):
 * the server keeps them, so every device sees the change; the store takes the list the server answers. A
 * refusal (`favouritesFull` at 200) goes to the error handler. Answers whether the game is now a favourite.
 */
export async function toggleFavourite(
  ctx: FlowContext,
  game: { game_code: string; provider_code: string },
): Promise<boolean | undefined> {
  const body = signedIn(ctx)
  if (!body) return undefined
  const isFavourite = ctx.store
    .get(userAtom)
    .game_fav_list.some(
      (entry) => entry.game_code === game.game_code && entry.provider_code === game.provider_code,
    )
  const call = isFavourite ? favRemove : favAdd
  const result = await call(ctx.api, {
    ...body,
    game_code: game.game_code,
    provider_code: game.provider_code,
  })
  if (!result.ok) {
    ctx.handleError(result.error)
    return isFavourite
  }
  ctx.store.set(userAtom, (state) => ({ ...state, game_fav_list: storedFavourites(result.data.value) }))
  return !isFavourite
}

/**
 * A page opened with a session kept from before (a reload, a new tab): what may have changed on another device
 * since, the balance and the favourites (docs/product.md#favourites: kept across devices), is fetched again.
 * Nothing for a visitor.
 */
export async function refreshRestoredSession(ctx: FlowContext): Promise<void> {
  if (!ctx.store.get(userAtom).isAuthenticated) return
  await Promise.all([refreshBalance(ctx), refreshFavourites(ctx)])
}

/** What a login fetches: balance, VIP info and favourites, side by side. */
export async function refreshAfterLogin(ctx: FlowContext): Promise<void> {
  await Promise.all([refreshBalance(ctx), refreshVip(ctx), refreshFavourites(ctx)])
}

/** docs/product.md#api-calls: on statusCode 1, `value[0]` updates the stored profile. */
export async function updateProfile(ctx: FlowContext, changes: { full_name: string; contact_email: string }) {
  const body = signedIn(ctx)
  if (!body) return undefined
  const result = await profileUpdate(ctx.api, { ...body, ...changes })
  if (!result.ok) {
    ctx.handleError(result.error)
    return result
  }
  const profile = result.data.value[0]
  if (profile) {
    ctx.store.set(userAtom, (state) => ({
      ...state,
      user: state.user && {
        ...state.user,
        full_name: profile.full_name,
        contact_email: profile.contact_email,
      },
      fullname: profile.full_name,
      email: profile.contact_email,
    }))
  }
  return result
}
