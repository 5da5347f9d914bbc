import type { Game, ProviderCount, ProviderSummary } from '@lobbykit/contract'
import { and, asc, count, countDistinct, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { games, providers, tenantProviders } from '../db/schema'

const gameColumns = {
  provider_code: providers.code,
  provider_name: providers.name,
  game_code: games.code,
  game_name: games.name,
  game_type: games.gameType,
  game_image: games.imageUrl,
  category: games.category,
}

/** Games of the providers a tenant offers, nothing else. */
function tenantGames(db: Db, tenantId: number) {
  return db
    .select(gameColumns)
    .from(games)
    .innerJoin(providers, eq(games.providerId, providers.id))
    .innerJoin(
      tenantProviders,
      and(eq(tenantProviders.providerId, games.providerId), eq(tenantProviders.tenantId, tenantId)),
    )
}

export const hotGamesLimit = 48

export async function hotGames(db: Db, tenantId: number, gameType: string): Promise<Game[]> {
  const filters = [eq(games.isHot, true)]
  if (gameType) filters.push(eq(games.gameType, gameType))
  return tenantGames(db, tenantId)
    .where(and(...filters))
    .orderBy(desc(games.popularity), asc(games.id))
    .limit(hotGamesLimit)
}

export interface GameFilters {
  /** A product category key, or 'hot'. */
  category?: string | undefined
  providerCode?: string | undefined
  search?: string | undefined
}

/** Escapes LIKE's wildcards so a search for "50%" finds those characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

function conditions(filters: GameFilters): SQL[] {
  const where: SQL[] = []
  if (filters.category === 'hot') where.push(eq(games.isHot, true))
  else if (filters.category) where.push(eq(games.category, filters.category))
  if (filters.providerCode) where.push(eq(providers.code, filters.providerCode))
  const search = filters.search?.trim()
  if (search) where.push(ilike(games.name, `%${escapeLike(search)}%`))
  return where
}

export async function gamesPage(
  db: Db,
  tenantId: number,
  filters: GameFilters,
  page: { page: number; pageSize: number },
): Promise<{ value: Game[]; total: number }> {
  const where = and(...conditions(filters))
  const [value, totals] = await Promise.all([
    tenantGames(db, tenantId)
      .where(where)
      .orderBy(desc(games.popularity), asc(games.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ total: count() })
      .from(games)
      .innerJoin(providers, eq(games.providerId, providers.id))
      .innerJoin(
        tenantProviders,
        and(eq(tenantProviders.providerId, games.providerId), eq(tenantProviders.tenantId, tenantId)),
      )
      .where(where),
  ])
  return { value, total: totals[0]?.total ?? 0 }
}

/** The tenant's providers with games in a category (every category when omitted), in the tenant's order. */
export async function providerSummaries(
  db: Db,
  tenantId: number,
  category: string | undefined,
): Promise<ProviderSummary[]> {
  const rows = await db
    .select({
      provider_code: providers.code,
      provider_name: providers.name,
      game_count: count(games.id),
      position: tenantProviders.position,
    })
    .from(tenantProviders)
    .innerJoin(providers, eq(tenantProviders.providerId, providers.id))
    .innerJoin(games, eq(games.providerId, providers.id))
    .where(and(eq(tenantProviders.tenantId, tenantId), ...conditions({ category })))
    .groupBy(providers.code, providers.name, tenantProviders.position)
    .orderBy(asc(tenantProviders.position))
  return rows.map(({ position: _position, ...row }) => ({
    ...row,
    provider_image: providerImageUrl(row.provider_code),
  }))
}

export function providerImageUrl(providerCode: string): string {
  return `/api/media/provider/${encodeURIComponent(providerCode)}.svg`
}

export function gameImageUrl(gameCode: string): string {
  return `/api/media/game/${encodeURIComponent(gameCode)}.svg`
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
