import { randomBytes } from 'node:crypto'
import {
  currencyExponent,
  gameTypeByCategory,
  originalsGames,
  originalsProviderCode,
} from '@lobbykit/contract'
import { gameArtPath } from '@lobbykit/contract/mediaPaths'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { games, providers, tenantProviders, tenants } from '../db/schema'
import { hashOf } from '../media/svg'
import { engines } from '../originals/engines'
import { isoDate } from './catalogue'

/**
 * The games side of the demo (docs/product.md#originals): our own provider ORIGINALS with its five house
 * games, offered first on every tenant, and a wallet secret for every provider (docs/product.md#provider-adapter).
 * Idempotent, so a database seeded before the games existed gets them on the next start.
 */

export const originalsProviderName = 'LobbyKit Originals'

/**
 * Turnover that earns one minigame token (docs/product.md#minigame), in the currency's minor units: 500.00 in
 * currencies with hundredths, 200,000 in those without a minor unit (VND), 500.000 with thousandths.
 */
export function turnoverPerTokenOf(currency: string): number {
  const exponent = currencyExponent(currency)
  return exponent === 0 ? 200_000 : 500 * 10 ** exponent
}

/** A provider's HMAC secret for its wallet callbacks: 256 random bits, hex. */
export const newWalletSecret = () => randomBytes(32).toString('hex')

/**
 * The originals' published RTP is their engines' declared one (docs/product.md#originals), and they are the
 * newest games of the demo: released 7 to 36 days before `today`.
 */
export function originalsCatalogueFields(gameCode: string, engine: keyof typeof engines, today: Date) {
  return {
    rtp: engines[engine].rtpBp,
    releasedOn: isoDate(new Date(today.getTime() - (7 + (hashOf(`released:${gameCode}`) % 30)) * 86_400_000)),
  }
}

/**
 * Writes only what is missing: the catalogue's triggers bump every tenant's version on any write to providers
 * or games (dropping every instance's cache), so a start over a seeded database writes nothing.
 */
export async function seedDemoGames(db: Db, now = new Date()): Promise<void> {
  const findOriginals = () =>
    db.select({ id: providers.id }).from(providers).where(eq(providers.code, originalsProviderCode))
  let [originals] = await findOriginals()
  if (!originals) {
    await db
      .insert(providers)
      .values({ code: originalsProviderCode, name: originalsProviderName, walletSecret: newWalletSecret() })
      .onConflictDoNothing({ target: providers.code })
    ;[originals] = await findOriginals()
  }
  if (!originals) throw new Error('The originals provider was not stored')
  const providerId = originals.id
  const stored = await db
    .select({ code: games.code, rtp: games.rtp })
    .from(games)
    .where(eq(games.providerId, providerId))
  const existing = new Set(stored.map((row) => row.code))
  const missing = originalsGames.filter((game) => !existing.has(game.game_code))
  if (missing.length > 0) {
    await db
      .insert(games)
      .values(
        missing.map((game) => ({
          providerId,
          code: game.game_code,
          name: game.game_name,
          category: game.category,
          gameType: gameTypeByCategory[game.category],
          imageUrl: gameArtPath(game.game_code),
          // House games lead the hot lists, so every lobby shows them first.
          isHot: true,
          popularity: 10_000,
          ...originalsCatalogueFields(game.game_code, game.engine, now),
        })),
      )
      .onConflictDoNothing({ target: games.code })
  }
  // Stored before games had an RTP: their declared one, and a release date. (Only rows that need it: even an
  // update of no row fires the statement trigger that bumps every tenant's version.)
  for (const game of originalsGames) {
    const fields = originalsCatalogueFields(game.game_code, game.engine, now)
    const row = stored.find((candidate) => candidate.code === game.game_code)
    if (!row || row.rtp === fields.rtp) continue
    await db.update(games).set(fields).where(eq(games.code, game.game_code))
  }

  // Offered first on every tenant that does not offer it yet.
  const offering = await db
    .select({ id: tenants.id, offered: tenantProviders.providerId })
    .from(tenants)
    .leftJoin(
      tenantProviders,
      sql`${tenantProviders.tenantId} = ${tenants.id} and ${tenantProviders.providerId} = ${providerId}`,
    )
  for (const tenant of offering.filter((row) => row.offered === null)) {
    await db
      .update(tenantProviders)
      .set({ position: sql`${tenantProviders.position} + 1` })
      .where(eq(tenantProviders.tenantId, tenant.id))
    await db.insert(tenantProviders).values({ tenantId: tenant.id, providerId, position: 0 })
  }

  const unsigned = await db.select({ id: providers.id }).from(providers).where(eq(providers.walletSecret, ''))
  for (const provider of unsigned) {
    await db.update(providers).set({ walletSecret: newWalletSecret() }).where(eq(providers.id, provider.id))
  }
}
