import { operatorMessages } from '@lobbykit/contract/operator'
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  depositLimits,
  ledgerEntries,
  players,
  responsibleGaming,
  sessions,
  tenants,
  wallets,
} from '../db/schema'
import { Refusal } from '../http/refusal'

/** Players with their tenant's code and currency and their game balance: filter, order and limit it further. */
export function playersWithWallets(db: Db) {
  return db
    .select({
      player: players,
      tenantCode: tenants.code,
      currency: tenants.currency,
      balance: wallets.gameBalance,
    })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenantId))
    .leftJoin(wallets, eq(wallets.playerId, players.id))
}

/** A player with their tenant and balance, or a 404 refusal. */
export async function playerWithWallet(db: Db, playerId: number) {
  const [row] = await playersWithWallets(db).where(eq(players.id, playerId))
  if (!row) throw new Refusal(404, operatorMessages.playerNotFound)
  return row
}

export type PlayerWithWallet = Awaited<ReturnType<typeof playerWithWallet>>

/** How the operator calls list a player. */
export function playerSummary({ player, tenantCode, currency, balance }: PlayerWithWallet) {
  return {
    player_id: player.id,
    tenant_code: tenantCode,
    account_id: player.accountId,
    phone: player.phone,
    email: player.email,
    status: player.status as 'ACTIVE' | 'BLOCK' | 'CLOSE',
    balance: balance ?? 0,
    currency,
    created_at: player.createdAt.toISOString(),
  }
}

/** The player's live sessions, newest first. */
export async function liveSessions(db: Db, playerId: number, now: Date) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
  return rows.map((row) => ({
    session_id: row.id,
    user_agent: row.userAgent,
    address: row.address,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
  }))
}

/** The player's deposit limits and time-out, self-exclusion and reality check. */
export async function playerLimits(db: Db, playerId: number) {
  const limits = await db.select().from(depositLimits).where(eq(depositLimits.playerId, playerId))
  const [rg] = await db.select().from(responsibleGaming).where(eq(responsibleGaming.playerId, playerId))
  const limitOf = (period: string) => limits.find((limit) => limit.period === period)?.amount ?? null
  return {
    deposit: { day: limitOf('day'), week: limitOf('week'), month: limitOf('month') },
    time_out_until: rg?.timeOutUntil?.toISOString() ?? null,
    self_excluded_until: rg?.selfExcludedUntil?.toISOString() ?? null,
    reality_check_minutes: rg?.realityCheckMinutes ?? 0,
  }
}

/** The player's game-balance ledger, newest first. */
export async function ledgerPage(
  db: Db,
  playerId: number,
  options: { beforeId?: number | undefined; limit: number },
) {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, playerId),
        eq(ledgerEntries.wallet, 'game_balance'),
        options.beforeId ? lt(ledgerEntries.id, options.beforeId) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(options.limit)
  return rows.map((row) => ({
    entry_id: row.id,
    kind: row.kind,
    amount: row.amount,
    balance_after: row.balanceAfter,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
  }))
}

/**
 * Sets a player's account status; a blocked or closed account is signed out everywhere at once. Answers how many
 * sessions ended.
 */
export async function setPlayerStatus(
  tx: Db,
  playerId: number,
  status: 'ACTIVE' | 'BLOCK' | 'CLOSE',
  now: Date,
): Promise<number> {
  await tx.update(players).set({ status }).where(eq(players.id, playerId))
  if (status === 'ACTIVE') return 0
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id })
  return ended.length
}
