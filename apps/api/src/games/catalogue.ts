import type { Game, ProviderCount } from '@lobbykit/contract'
import { providerArtPath } from '@lobbykit/contract/mediaPaths'
import { and, asc, countDistinct, eq } from 'drizzle-orm'
import type { SiteEntry } from '../cache/siteCache'
import type { ApiContext } from '../context'
import type { Db } from '../db/client'
import { games, providers, tenantProviders } from '../db/schema'
import { buildCatalogueIndex, type CatalogueIndex, type CatalogueRow, gamesAt } from './catalogueIndex'

/**
 * Loading a tenant's catalogue for its lobbies (docs/product.md#lobby): one query reads the games of the
 * providers the tenant offers, and `catalogueIndex.ts` indexes them. The index is kept per tenant version in
 * the site cache, so a catalogue or tenant change (the version triggers) builds it again on every instance.
 */

/** Every game of the providers a tenant offers, with its provider and the provider's place in its order. */
export async function loadCatalogueRows(db: Db, tenantId: number): Promise<CatalogueRow[]> {
  const rows = await db
    .select({
      id: games.id,
      code: games.code,
      name: games.name,
      category: games.category,
      gameType: games.gameType,
      imageUrl: games.imageUrl,
      isHot: games.isHot,
      popularity: games.popularity,
      rtp: games.rtp,
      releasedOn: games.releasedOn,
      providerCode: providers.code,
      providerName: providers.name,
      providerPosition: tenantProviders.position,
    })
    .from(tenantProviders)
    .innerJoin(providers, eq(providers.id, tenantProviders.providerId))
    .innerJoin(games, eq(games.providerId, tenantProviders.providerId))
    .where(eq(tenantProviders.tenantId, tenantId))
  return rows.map((row) => ({ ...row, providerImage: providerArtPath(row.providerCode) }))
}

/** The tenant's catalogue index, built once per tenant version and shared by the tenant's domains. */
export function catalogueIndexOf(ctx: ApiContext, site: SiteEntry): Promise<CatalogueIndex> {
  return ctx.sites.tenantMemo(site, 'catalogue', async () =>
    buildCatalogueIndex(await loadCatalogueRows(ctx.db, site.tenant.id)),
  )
}

export const hotGamesLimit = 48

/** The hot games (most played first), of one game type when given (SLOTS, LIVE, ...). */
export function hotGames(index: CatalogueIndex, gameType: string): Game[] {
  const hot = index.views.get('hot')?.orders.popular ?? new Int32Array()
  const positions: number[] = []
  for (const position of hot) {
    if (positions.length >= hotGamesLimit) break
    if (!gameType || index.games[position]?.gameType === gameType) positions.push(position)
  }
  return gamesAt(index, positions)
}

/** Start-up's provider_count: per category, how many of the tenant's providers have games in it. */
export async function providerCounts(db: Db, tenantId: number): Promise<ProviderCount[]> {
  return db
    .select({ category: games.category, count: countDistinct(games.providerId) })
    .from(games)
    .innerJoin(
      tenantProviders,
      and(eq(tenantProviders.providerId, games.providerId), eq(tenantProviders.tenantId, tenantId)),
    )
    .groupBy(games.category)
    .orderBy(asc(games.category))
}
