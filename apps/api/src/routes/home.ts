import { desc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { requirePlayer } from '../auth/sessions'
import type { ApiContext } from '../context'
import { favourites, games, providers } from '../db/schema'
import { defineCall } from '../http/call'
import { ok } from '../http/respond'

export function registerHome(app: Hono, ctx: ApiContext) {
  defineCall(app, 'favList', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const value = await ctx.db
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
      .where(eq(favourites.playerId, player.id))
      .orderBy(desc(favourites.createdAt), desc(games.id))
    return ok(c, { value })
  })
}
