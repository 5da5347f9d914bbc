import {
  apiMessages,
  originalsProviderCode,
  type ProviderCallbackName,
  providerCallbacks,
  providerSignatureHeader,
} from '@lobbykit/contract'
import { and, desc, eq, or } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import type * as z from 'zod/mini'
import { requirePlayer } from '../auth/sessions'
import { refuseRestricted } from '../cashier/responsibleGaming'
import type { ApiContext } from '../context'
import { games, providers, recentGames, tenantProviders } from '../db/schema'
import { gameAnswerOf, gameColumns, issueGameToken, offeredGame, resolveGameToken } from '../games/gameTokens'
import { describeIssue, maxBodyBytes } from '../http/body'
import { defineCall } from '../http/call'
import { Refusal } from '../http/refusal'
import { fail, ok } from '../http/respond'
import { providerFor } from '../providers/provider'
import { signatureMatches } from '../providers/signature'
import { walletBalance, walletCredit, walletDebit, walletRollback } from '../providers/wallet'

/** How many recently played games the home page shows. */
export const recentGamesLimit = 12

const callbackNames = Object.keys(providerCallbacks) as ProviderCallbackName[]
const isCallbackName = (name: string): name is ProviderCallbackName =>
  (callbackNames as string[]).includes(name)

/** The raw body of a callback (the signature covers its exact bytes), or undefined when too large. */
async function rawBodyOf(c: Context): Promise<string | undefined> {
  if (Number(c.req.header('content-length') ?? 0) > maxBodyBytes) return undefined
  const text = await c.req.text()
  return Buffer.byteLength(text) > maxBodyBytes ? undefined : text
}

/**
 * Launching games and the providers' wallet callbacks (docs/product.md#games): /api/game/launch,
 * /api/home/recent_list and /api/provider/{provider_code}/{balance,debit,credit,rollback}.
 */
export function registerGames(app: Hono, ctx: ApiContext) {
  defineCall(app, 'gameLaunch', async (c, body) => {
    const { player, session } = await requirePlayer(ctx, c, body)
    const game = await offeredGame(ctx.db, player.tenantId, body.provider_code, body.game_code)
    if (!game) throw new Refusal(404, apiMessages.gameNotFound)
    const now = ctx.now()
    await refuseRestricted(ctx.db, player.id, now)
    const site = await ctx.sites.site(body.domain_name)
    const { token, expiresAt } = await issueGameToken(ctx.db, {
      player,
      sessionId: session.id,
      gameId: game.id,
      now,
    })
    const { url } = providerFor(game.providerCode).launch({
      game,
      token,
      language: site?.tenant.language ?? 'EN',
    })
    return ok(c, { url, game_token: token, expires_at: expiresAt.toISOString(), game: gameAnswerOf(game) })
  })

  defineCall(app, 'recentGames', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const rows = await ctx.db
      .select({ game: gameColumns, playedAt: recentGames.playedAt })
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .innerJoin(providers, eq(providers.id, games.providerId))
      .leftJoin(
        tenantProviders,
        and(eq(tenantProviders.providerId, providers.id), eq(tenantProviders.tenantId, player.tenantId)),
      )
      .where(
        and(
          eq(recentGames.playerId, player.id),
          or(eq(tenantProviders.tenantId, player.tenantId), eq(providers.code, originalsProviderCode)),
        ),
      )
      .orderBy(desc(recentGames.playedAt), desc(games.id))
      .limit(recentGamesLimit)
    return ok(c, {
      value: rows.map(({ game, playedAt }) => ({ ...gameAnswerOf(game), played_at: playedAt.toISOString() })),
    })
  })

  app.post('/api/provider/:provider_code/:callback', async (c) => {
    const providerCode = c.req.param('provider_code')
    const name = c.req.param('callback')
    const raw = await rawBodyOf(c)
    if (raw === undefined) return fail(c, 413, `Request body exceeds ${maxBodyBytes} bytes`)
    // The signature is checked before anything of the body is read.
    const [provider] = await ctx.db
      .select({ secret: providers.walletSecret })
      .from(providers)
      .where(eq(providers.code, providerCode))
      .limit(1)
    if (!provider || !signatureMatches(provider.secret, raw, c.req.header(providerSignatureHeader))) {
      return fail(c, 401, apiMessages.invalidSignature)
    }
    if (!isCallbackName(name)) return fail(c, 404, `Unknown call: ${c.req.path}`)
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return fail(c, 400, 'Request body must be valid JSON')
    }
    const parsed = (providerCallbacks[name] as z.ZodMiniType).safeParse(json)
    if (!parsed.success) return fail(c, 400, describeIssue(parsed.error))
    const body = parsed.data as { provider_code: string; game_token: string }
    if (body.provider_code !== providerCode) return fail(c, 400, 'provider_code: must match the path')
    const now = ctx.now()
    // A debit (and a balance asked before one) needs a live token; a credit or rollback settles what was
    // staked, so its token may have expired since.
    const holder = await resolveGameToken(ctx.db, body.game_token, now, {
      allowExpired: name === 'credit' || name === 'rollback',
    })
    // A token acts only for its own game, so only for that game's provider.
    if (holder.game.providerCode !== providerCode) return fail(c, 401, apiMessages.gameTokenInvalid)
    const callback = { holder, providerCode, now }
    switch (name) {
      case 'balance':
        return c.json(await walletBalance(ctx.db, { ...callback, body: parsed.data as never }))
      case 'debit':
        return c.json(await walletDebit(ctx.db, { ...callback, body: parsed.data as never }))
      case 'credit':
        return c.json(await walletCredit(ctx.db, { ...callback, body: parsed.data as never }))
      case 'rollback':
        return c.json(await walletRollback(ctx.db, { ...callback, body: parsed.data as never }))
    }
  })
}
