import { gameTypeByCategory, productCategoryKeys } from '@lobbykit/contract'
import type { Hono } from 'hono'
import type { ApiContext } from '../context'
import { gamesPage, hotGames, providerSummaries } from '../games/catalogue'
import { defineCall } from '../http/call'
import { Refusal } from '../http/refusal'
import { ok, okJson } from '../http/respond'
import { requireSite } from '../tenants/site'

const knownGameTypes = new Set<string>(Object.values(gameTypeByCategory))
const knownCategories = new Set<string>(['hot', ...productCategoryKeys])

export function registerProduct(app: Hono, ctx: ApiContext) {
  defineCall(app, 'getHotGames', async (c, body) => {
    const site = await requireSite(ctx, body)
    const gameType = body.game_type.trim().toUpperCase()
    if (gameType && !knownGameTypes.has(gameType)) return ok(c, { value: [] })
    const json = await ctx.sites.memo(site, `hot:${gameType}`, async () =>
      JSON.stringify({
        statusCode: 1,
        message: 'OK',
        value: await hotGames(ctx.db, site.tenant.id, gameType),
      }),
    )
    return okJson(c, json)
  })

  defineCall(app, 'getGames', async (c, body) => {
    const site = await requireSite(ctx, body)
    const category = body.category || undefined
    if (category && !knownCategories.has(category)) {
      throw new Refusal(400, `category: unknown category ${category}`)
    }
    const [page, providers] = await Promise.all([
      gamesPage(
        ctx.db,
        site.tenant.id,
        { category, providerCode: body.provider_code || undefined, search: body.search },
        { page: body.page, pageSize: body.page_size },
      ),
      ctx.sites.memo(site, `providers:${category ?? ''}`, () =>
        providerSummaries(ctx.db, site.tenant.id, category),
      ),
    ])
    return ok(c, { ...page, page: body.page, page_size: body.page_size, providers })
  })
}
