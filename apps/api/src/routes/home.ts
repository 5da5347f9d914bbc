import { apiMessages, maxFavourites } from '@lobbykit/contract'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { requirePlayer } from '../auth/sessions'
import { lockWallet } from '../cashier/ledger'
import type { ApiContext } from '../context'
import type { Db } from '../db/client'
import { favourites, games, providers } from '../db/schema'
import { offeredGame } from '../games/gameTokens'
import { defineCall } from '../http/call'
import { Refusal } from '../http/refusal'
import { ok } from '../http/respond'

/** The player's favourites as fav_list answers them (docs/product.md#favourites), newest first. */
function favouritesOf(db: Db, playerId: number) {
  return db
    .select({
      game_code: games.code,
      game_name: games.name,
      game_type: games.gameType,
      img_url: games.imageUrl,
      provider_code: providers.code,
    })
    .from(favourites)
    .innerJoin(games, eq(favourites.gameId, games.id))
    .innerJoin(providers, eq(games.providerId, providers.id))
    .where(eq(favourites.playerId, playerId))
    .orderBy(desc(favourites.createdAt), desc(games.id))
}

export function registerHome(app: Hono, ctx: ApiContext) {
  defineCall(app, 'favList', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, { value: await favouritesOf(ctx.db, player.id) })
  })

  defineCall(app, 'favAdd', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const game = await offeredGame(ctx.db, player.tenantId, body.provider_code, body.game_code)
    if (!game) throw new Refusal(404, apiMessages.gameNotFound)
    const value = await ctx.db.transaction(async (tx) => {
      // The player's lock makes the count and the insert one step: two adds at 199 cannot both pass.
      await lockWallet(tx, player.id)
      const [kept] = await tx
        .select({ n: count() })
        .from(favourites)
        .where(eq(favourites.playerId, player.id))
      const [already] = await tx
        .select({ gameId: favourites.gameId })
        .from(favourites)
        .where(and(eq(favourites.playerId, player.id), eq(favourites.gameId, game.id)))
      if (!already) {
        if ((kept?.n ?? 0) >= maxFavourites)
          throw new Refusal(409, apiMessages.favouritesFull, { max_favourites: maxFavourites })
        await tx.insert(favourites).values({ playerId: player.id, gameId: game.id, createdAt: ctx.now() })
      }
      return favouritesOf(tx, player.id)
    })
    return ok(c, { value })
  })

  defineCall(app, 'favRemove', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const [game] = await ctx.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(providers, eq(games.providerId, providers.id))
      .where(and(eq(games.code, body.game_code), eq(providers.code, body.provider_code)))
    if (game) {
      await ctx.db
        .delete(favourites)
        .where(and(eq(favourites.playerId, player.id), eq(favourites.gameId, game.id)))
    }
    return ok(c, { value: await favouritesOf(ctx.db, player.id) })
  })
}
