import { apiMessages, type SessionResponse, sessionInCookie } from '@lobbykit/contract'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ApiContext } from '../context'
import type { Db } from '../db/client'
import { players, sessions, tenants } from '../db/schema'
import { clientAddress } from '../http/clientAddress'
import { Refusal } from '../http/refusal'
import { cameOverHttps } from '../http/requestScheme'
import { hashToken, newSessionToken } from '../security/tokens'

export type PlayerRow = typeof players.$inferSelect
export type SessionRow = typeof sessions.$inferSelect

/** Account ids are compared without case and surrounding spaces. */
export function normalizeAccountId(accountId: string): string {
  return accountId.trim().toLowerCase()
}

/** Where a session is opened from: the request's User-Agent and client address, shown on /security. */
export interface SessionClient {
  userAgent: string
  address: string
}

/** The device and address of a request, as a session keeps them (the User-Agent cut to 300 characters). */
export function sessionClient(ctx: ApiContext, c: Context): SessionClient {
  const address = clientAddress(c, ctx.trustProxy)
  return {
    userAgent: (c.req.header('user-agent') ?? '').replaceAll('\u0000', '').slice(0, 300),
    address: address === 'unknown' ? '' : address,
  }
}

export async function openSession(
  ctx: ApiContext,
  db: Db,
  player: PlayerRow,
  method: 'password' | 'tac' | 'signup',
  client: SessionClient = { userAgent: '', address: '' },
): Promise<string> {
  const token = newSessionToken()
  const now = ctx.now()
  await db.insert(sessions).values({
    tenantId: player.tenantId,
    playerId: player.id,
    tokenHash: hashToken(token),
    method,
    userAgent: client.userAgent,
    address: client.address,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ctx.sessionTtlMs),
  })
  await db.update(players).set({ lastLoginAt: now }).where(eq(players.id, player.id))
  return token
}

export function sessionAnswer(
  player: PlayerRow,
  token: string,
): Omit<SessionResponse, 'statusCode' | 'message'> {
  return {
    token,
    user: { account_id: player.accountId, session_token: token },
    fullname: player.fullName,
    email: player.email,
  }
}

/** The HttpOnly cookie that carries a browser's session token on the tenant's site (docs/architecture.md#session-cookie). */
export const sessionCookieName = 'lk_session'

/**
 * A browser's request from a page of the site it calls: only such a request is given, and may use, the session
 * cookie. A cross-site request says `cross-site` (or nothing, from an old browser), and is left to the token.
 */
function fromOwnPage(c: Context): boolean {
  return c.req.header('sec-fetch-site') === 'same-origin'
}

/**
 * Hands a new session's token over (docs/architecture.md#session-cookie): to a page of the site, in an HttpOnly
 * cookie, answering `sessionInCookie` in its place, so no script on the page (a tenant's analytics among them) can
 * read it; to any other client, in the answer. Answers what the answer's token fields carry.
 */
export function handOverSession(ctx: ApiContext, c: Context, token: string): string {
  if (!fromOwnPage(c)) return token
  setCookie(c, sessionCookieName, token, {
    httpOnly: true,
    secure: cameOverHttps(c, ctx.trustProxy),
    sameSite: 'Lax',
    path: '/api',
    maxAge: Math.floor(ctx.sessionTtlMs / 1000),
  })
  return sessionInCookie
}

/** Forgets the session cookie (sign-out). */
export function dropSessionCookie(ctx: ApiContext, c: Context) {
  if (getCookie(c, sessionCookieName) === undefined) return
  deleteCookie(c, sessionCookieName, { path: '/api', secure: cameOverHttps(c, ctx.trustProxy) })
}

/** The token a call presents: its `auth`, or for `sessionInCookie` the cookie of a request from the site's own page. */
function presentedToken(c: Context, auth: string): string | undefined {
  if (auth !== sessionInCookie) return auth
  return fromOwnPage(c) ? getCookie(c, sessionCookieName) : undefined
}

function hostName(c: Context): string | undefined {
  const host = c.req.header('host')
  if (!host) return undefined
  return host.replace(/:\d+$/, '').toLowerCase()
}

const sessionExpired = () => new Refusal(401, apiMessages.sessionExpired)

/**
 * The signed-in player of a call: the token must be live (not expired, not revoked), belong to `account_id`,
 * and to the tenant the call comes from (its `domain_name`, else its Host when that is a tenant's domain).
 * A blocked or closed account answers BLOCK or CLOSE, which end the session in the browser.
 */
export async function requirePlayer(
  ctx: ApiContext,
  c: Context,
  body: { account_id: string; auth: string; domain_name?: string | undefined },
): Promise<{ player: PlayerRow; session: SessionRow }> {
  const token = presentedToken(c, body.auth)
  if (!token) throw sessionExpired()
  const [row] = await ctx.db
    .select({ session: sessions, player: players, idleMinutes: tenants.sessionIdleMinutes })
    .from(sessions)
    .innerJoin(players, eq(sessions.playerId, players.id))
    .innerJoin(tenants, eq(sessions.tenantId, tenants.id))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.now()),
      ),
    )
    .limit(1)
  if (!row || row.player.accountId !== normalizeAccountId(body.account_id)) throw sessionExpired()
  if (idleTooLong(row.session, row.idleMinutes, ctx.now())) {
    await revokeSession(ctx.db, row.session.id, ctx.now())
    throw sessionExpired()
  }
  const domain = body.domain_name ?? hostName(c)
  if (domain) {
    const site = await ctx.sites.site(domain)
    if (!site && body.domain_name) throw new Refusal(404, `Unknown domain: ${body.domain_name}`)
    if (site && site.tenant.id !== row.session.tenantId) throw sessionExpired()
  }
  if (row.player.status === 'BLOCK') throw new Refusal(403, apiMessages.blocked)
  if (row.player.status === 'CLOSE') throw new Refusal(403, apiMessages.closed)
  await markSeen(ctx.db, row.session, ctx.now())
  return { player: row.player, session: row.session }
}

/**
 * Whether a session went unused longer than its tenant's idle timeout (docs/architecture.md#sessions); 0 minutes
 * means never. `last_seen_at` lags a call by at most `lastSeenEveryMs`, so a session ends at most that much early.
 */
export function idleTooLong(
  session: Pick<SessionRow, 'lastSeenAt'>,
  idleMinutes: number,
  now: Date,
): boolean {
  return idleMinutes > 0 && now.getTime() - session.lastSeenAt.getTime() > idleMinutes * 60_000
}

/** How stale a session's `last_seen_at` may get before a call writes it again. */
export const lastSeenEveryMs = 60_000

/** Notes that the session was used (a call, or a round in a game it opened): one write a minute at most. */
export async function markSeen(db: Db, session: Pick<SessionRow, 'id' | 'lastSeenAt'>, now: Date) {
  const stale = new Date(now.getTime() - lastSeenEveryMs)
  if (session.lastSeenAt.getTime() > stale.getTime()) return
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, stale)))
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId))
}

export async function revokeEverySession(db: Db, playerId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)))
}

export async function findPlayer(
  db: Db,
  tenantId: number,
  accountId: string,
): Promise<PlayerRow | undefined> {
  const [player] = await db
    .select()
    .from(players)
    .where(and(eq(players.tenantId, tenantId), eq(players.accountId, normalizeAccountId(accountId))))
    .limit(1)
  return player
}
