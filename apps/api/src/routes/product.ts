import { gameTypeByCategory, productCategoryKeys } from '@lobbykit/contract'
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { requirePlayer } from '../auth/sessions'
import type { ApiContext } from '../context'
import { favourites } from '../db/schema'
import { catalogueIndexOf, hotGames } from '../games/catalogue'
import { findGames, gamesJsonAt } from '../games/catalogueIndex'
import { defineCall } from '../http/call'
import { Refusal } from '../http/refusal'
import { okJson } from '../http/respond'
import { requireSite } from '../tenants/site'

const knownGameTypes = new Set<string>(Object.values(gameTypeByCategory))
const knownCategories = new Set<string>(['hot', ...productCategoryKeys])

export function registerProduct(app: Hono, ctx: ApiContext) {
  defineCall(app, 'getHotGames', async (c, body) => {
    const site = await requireSite(ctx, body)
    const gameType = body.game_type.trim().toUpperCase()
    const key = knownGameTypes.has(gameType) ? gameType : gameType ? '?' : ''
    const json = await ctx.sites.memo(site, `hot:${key}`, async () =>
      JSON.stringify({
        statusCode: 1,
        message: 'OK',
        value: key === '?' ? [] : hotGames(await catalogueIndexOf(ctx, site), key),
      }),
    )
    return okJson(c, json)
  })

  /**
   * A lobby's page (docs/product.md#lobby): filtered and cut from the tenant's catalogue index, never a query
   * of the catalogue. Only a favourites-only page asks the database, for the player's session and favourites.
   */
  defineCall(app, 'getGames', async (c, body) => {
    const site = await requireSite(ctx, body)
    const category = body.category || undefined
    if (category && !knownCategories.has(category)) {
      throw new Refusal(400, `category: unknown category ${category}`)
    }
    let onlyIds: Set<number> | undefined
    if (body.favourites) {
      if (!body.account_id || !body.auth) {
        throw new Refusal(400, 'favourites: sign in to see your favourites')
      }
      const { player } = await requirePlayer(ctx, c, {
        account_id: body.account_id,
        auth: body.auth,
        domain_name: body.domain_name,
      })
      // At most maxFavourites (200) rows: docs/product.md#favourites.
      const rows = await ctx.db
        .select({ gameId: favourites.gameId })
        .from(favourites)
        .where(eq(favourites.playerId, player.id))
      onlyIds = new Set(rows.map((row) => row.gameId))
    }
    const index = await catalogueIndexOf(ctx, site)
    const { positions, total, view } = findGames(
      index,
      {
        category,
        providerCode: body.provider_code || undefined,
        search: body.search,
        sort: body.sort,
        onlyIds,
      },
      { page: body.page, pageSize: body.page_size },
    )
    return okJson(
      c,
      `{"statusCode":1,"message":"OK","value":${gamesJsonAt(index, positions)},"total":${total},"page":${body.page},"page_size":${body.page_size},"providers":${view.providersJson},"sorts":${view.sortsJson}}`,
    )
  })
}
