import { apiMessages, type SessionInfo, sessionMethods } from '@lobbykit/contract'
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Hono } from 'hono'
import { type PlayerRow, requirePlayer, type SessionRow } from '../auth/sessions'
import type { ApiContext } from '../context'
import { sessions } from '../db/schema'
import { defineCall } from '../http/call'
import { Refusal } from '../http/refusal'
import { ok } from '../http/respond'

/**
 * The coarse place of a client address when no geo lookup exists: the address with its last part hidden.
 * IPv4 keeps its first three numbers (`203.0.113.x`), IPv6 its first three groups (`2001:db8:85a3:x`); an
 * IPv4 address written as IPv6 (`::ffff:203.0.113.7`) is shown as IPv4. Anything else is ''.
 */
export function maskAddress(address: string): string {
  const plain = address.trim().replace(/^::ffff:/i, '')
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(plain)
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`
  if (!/^[0-9a-f:]+$/i.test(plain) || !plain.includes(':')) return ''
  const [head = '', tail = ''] = plain.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = plain.includes('::') && tail ? tail.split(':') : []
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = plain.includes('::')
    ? [...headGroups, ...Array.from({ length: Math.max(missing, 0) }, () => '0'), ...tailGroups]
    : headGroups
  if (groups.length !== 8) return ''
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}:x`
}

function describe(row: SessionRow, currentId: number): SessionInfo {
  return {
    session_id: row.id,
    user_agent: row.userAgent,
    place: maskAddress(row.address),
    method: sessionMethods.find((method) => method === row.method) ?? 'password',
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  }
}

/** The player's live sessions on their own tenant: the current one first, then the most recently used. */
async function liveSessions(ctx: ApiContext, player: PlayerRow, currentId: number): Promise<SessionInfo[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.playerId, player.id),
        eq(sessions.tenantId, player.tenantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.now()),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
  const listed = rows.map((row) => describe(row, currentId))
  return [...listed.filter((row) => row.current), ...listed.filter((row) => !row.current)]
}

/**
 * The player's sessions (docs/product.md#sessions): list them, sign one out, sign out every other. Every
 * query is bound to the signed-in player and their tenant, so another player's session is never seen or
 * ended: naming one answers `sessionNotFound`, as an unknown id does.
 */
export function registerSessions(app: Hono, ctx: ApiContext) {
  defineCall(app, 'listSessions', async (c, body) => {
    const { player, session } = await requirePlayer(ctx, c, body)
    return ok(c, { sessions: await liveSessions(ctx, player, session.id) })
  })

  defineCall(app, 'revokeSession', async (c, body) => {
    const { player, session } = await requirePlayer(ctx, c, body)
    const now = ctx.now()
    const [ended] = await ctx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.id, body.session_id),
          eq(sessions.playerId, player.id),
          eq(sessions.tenantId, player.tenantId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning({ id: sessions.id })
    if (!ended) throw new Refusal(404, apiMessages.sessionNotFound)
    return ok(c, { sessions: await liveSessions(ctx, player, session.id) })
  })

  defineCall(app, 'revokeOtherSessions', async (c, body) => {
    const { player, session } = await requirePlayer(ctx, c, body)
    const now = ctx.now()
    const ended = await ctx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.playerId, player.id),
          eq(sessions.tenantId, player.tenantId),
          ne(sessions.id, session.id),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning({ id: sessions.id })
    return ok(c, { sessions: await liveSessions(ctx, player, session.id), revoked: ended.length })
  })
}
