import { apiMessages, type Game, originalsProviderCode } from '@lobbykit/contract'
import { and, eq } from 'drizzle-orm'
import { idleTooLong, markSeen } from '../auth/sessions'
import { refuseRestricted } from '../cashier/responsibleGaming'
import type { Db } from '../db/client'
import { games, gameTokens, players, providers, sessions, tenantProviders, tenants } from '../db/schema'
import { Refusal } from '../http/refusal'
import { hashToken, newSessionToken } from '../security/tokens'

/**
 * Game tokens (docs/product.md#game-tokens): a launch makes a random 256-bit token bound to the player, the
 * tenant, the game and the session that launched it. Only its SHA-256 is stored; it lives 4 hours and dies
 * with its session, so signing out or a time-out stops play at once.
 */

export const gameTokenTtlMs = 4 * 3_600_000

/** A catalogue game as the games code uses it. */
export interface GameOf {
  id: number
  code: string
  name: string
  category: string
  gameType: string
  imageUrl: string
  providerCode: string
  providerName: string
  /** Hundredths of a percent, or null where the provider publishes none. */
  rtp: number | null
}

/** Who and what a game token acts for. */
export interface GameTokenHolder {
  player: { id: number; tenantId: number; accountId: string }
  tenant: { id: number; currency: string; language: string; code: string }
  game: GameOf
  sessionId: number
}

/** The contract's `Game` of a game. */
export function gameAnswerOf(game: GameOf): Game {
  return {
    provider_code: game.providerCode,
    provider_name: game.providerName,
    game_code: game.code,
    game_name: game.name,
    game_type: game.gameType,
    game_image: game.imageUrl,
    category: game.category,
    rtp: game.rtp,
  }
}

export const gameColumns = {
  id: games.id,
  code: games.code,
  name: games.name,
  category: games.category,
  gameType: games.gameType,
  imageUrl: games.imageUrl,
  providerCode: providers.code,
  providerName: providers.name,
  rtp: games.rtp,
}

/**
 * A game a tenant offers: its provider is one of the tenant's (tenant_providers), or is the originals provider,
 * which every tenant offers. Undefined otherwise, also when the code names a game of another provider.
 */
export async function offeredGame(
  db: Db,
  tenantId: number,
  providerCode: string,
  gameCode: string,
): Promise<GameOf | undefined> {
  const [row] = await db
    .select({ ...gameColumns, offeredTo: tenantProviders.tenantId })
    .from(games)
    .innerJoin(providers, eq(games.providerId, providers.id))
    .leftJoin(
      tenantProviders,
      and(eq(tenantProviders.providerId, providers.id), eq(tenantProviders.tenantId, tenantId)),
    )
    .where(and(eq(games.code, gameCode), eq(providers.code, providerCode)))
    .limit(1)
  if (!row) return undefined
  const { offeredTo, ...game } = row
  return offeredTo !== null || game.providerCode === originalsProviderCode ? game : undefined
}

export async function issueGameToken(
  db: Db,
  args: { player: { id: number; tenantId: number }; sessionId: number; gameId: number; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken()
  const expiresAt = new Date(args.now.getTime() + gameTokenTtlMs)
  await db.insert(gameTokens).values({
    tokenHash: hashToken(token),
    tenantId: args.player.tenantId,
    playerId: args.player.id,
    gameId: args.gameId,
    sessionId: args.sessionId,
    expiresAt,
    createdAt: args.now,
  })
  return { token, expiresAt }
}

const invalid = () => new Refusal(401, apiMessages.gameTokenInvalid)

/**
 * What a game token acts for. Refuses (`gameTokenInvalid`, 401) an unknown or expired token and one whose
 * session was revoked or has expired; a blocked or closed player (BLOCK / CLOSE, like `requirePlayer`); a
 * timed-out or self-excluded one (`timedOut` / `selfExcluded` with `until`).
 *
 * `allowExpired` is for settling what was already staked (a provider's credit or rollback): the token may
 * have expired, its session ended and the player been restricted or blocked since, and the win or refund is
 * still paid. The token still names only its own player, tenant and game.
 */
export async function resolveGameToken(
  db: Db,
  token: string,
  now: Date,
  options: { allowExpired?: boolean } = {},
): Promise<GameTokenHolder> {
  const [row] = await db
    .select({
      token: gameTokens,
      session: {
        id: sessions.id,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        lastSeenAt: sessions.lastSeenAt,
      },
      idleMinutes: tenants.sessionIdleMinutes,
      player: {
        id: players.id,
        tenantId: players.tenantId,
        accountId: players.accountId,
        status: players.status,
      },
      tenant: { id: tenants.id, currency: tenants.currency, language: tenants.language, code: tenants.code },
      game: gameColumns,
    })
    .from(gameTokens)
    .innerJoin(sessions, eq(sessions.id, gameTokens.sessionId))
    .innerJoin(players, and(eq(players.id, gameTokens.playerId), eq(players.tenantId, gameTokens.tenantId)))
    .innerJoin(tenants, eq(tenants.id, gameTokens.tenantId))
    .innerJoin(games, eq(games.id, gameTokens.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(eq(gameTokens.tokenHash, hashToken(token)))
    .limit(1)
  if (!row) throw invalid()
  const { status, ...player } = row.player
  if (!options.allowExpired) {
    if (row.token.expiresAt.getTime() <= now.getTime()) throw invalid()
    if (row.session.revokedAt || row.session.expiresAt.getTime() <= now.getTime()) throw invalid()
    if (idleTooLong(row.session, row.idleMinutes, now)) throw invalid()
    if (status === 'BLOCK') throw new Refusal(403, apiMessages.blocked)
    if (status === 'CLOSE') throw new Refusal(403, apiMessages.closed)
    await refuseRestricted(db, player.id, now)
    // A round is the player at play: it keeps the session from idling out (docs/architecture.md#sessions).
    await markSeen(db, row.session, now)
  }
  return { player, tenant: row.tenant, game: row.game, sessionId: row.token.sessionId }
}
