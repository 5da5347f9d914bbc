import type { ClaimVipRewardResponse, VipLevel } from '@lobbykit/contract/calls/vip'
import { apiMessages } from '@lobbykit/contract/status'
import { and, asc, eq, sql } from 'drizzle-orm'
import { lockWallet, moveBalance, type WalletOwner } from '../cashier/ledger'
import type { Db } from '../db/client'
import { ledgerEntries, vipLevels, vipRewards, wallets } from '../db/schema'
import { Refusal } from '../http/refusal'

/** A player's VIP totals from the ledger (docs/product.md#vip-summary): approved deposits and stakes, in minor units. */
export async function vipTotalsOf(db: Db, playerId: number): Promise<{ deposit: number; turnover: number }> {
  const [totals] = await db
    .select({
      deposit:
        sql<number>`coalesce(sum(case when ${ledgerEntries.kind} = 'deposit' then ${ledgerEntries.amount} else 0 end), 0)`.mapWith(
          Number,
        ),
      turnover:
        sql<number>`coalesce(sum(case when ${ledgerEntries.kind} = 'bet' then -${ledgerEntries.amount} else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, playerId))
  return totals ?? { deposit: 0, turnover: 0 }
}

type VipLevelRow = typeof vipLevels.$inferSelect

const reaches = (totals: { deposit: number; turnover: number }, row: VipLevelRow) =>
  totals.deposit >= row.minDeposit && totals.turnover >= row.minTurnover

/**
 * docs/product.md#vip-rewards: the tenant's levels from the lowest, with their rewards and benefits, which of them the
 * player's totals reach, the highest reached (their level) and which rewards were paid.
 */
export async function vipLevelsOf(
  db: Db,
  owner: WalletOwner,
): Promise<{ value: VipLevel[]; total_deposit: number; total_turnover: number }> {
  const [rows, totals, paid] = await Promise.all([
    db.select().from(vipLevels).where(eq(vipLevels.tenantId, owner.tenantId)).orderBy(asc(vipLevels.level)),
    vipTotalsOf(db, owner.id),
    db
      .select({ level: vipRewards.level })
      .from(vipRewards)
      .where(and(eq(vipRewards.tenantId, owner.tenantId), eq(vipRewards.playerId, owner.id))),
  ])
  const claimed = new Set(paid.map((row) => row.level))
  const current = rows.filter((row) => reaches(totals, row)).at(-1)?.level
  return {
    value: rows.map((row) => ({
      level: row.level,
      name: row.name,
      min_deposit: row.minDeposit,
      min_turnover: row.minTurnover,
      level_up_reward: row.levelUpReward,
      benefits: row.benefits,
      is_reached: reaches(totals, row),
      is_current: row.level === current,
      is_claimed: claimed.has(row.level),
    })),
    total_deposit: totals.deposit,
    total_turnover: totals.turnover,
  }
}

type ClaimAnswer = Omit<ClaimVipRewardResponse, 'statusCode' | 'message' | 'statusMessage'>

/** The first answer to this request_id of the player, or undefined; `requestIdReused` when it claimed another level. */
async function replayOf(db: Db, owner: WalletOwner, requestId: string, level: number) {
  const [earlier] = await db
    .select({ level: vipRewards.level, amount: vipRewards.amount })
    .from(vipRewards)
    .where(and(eq(vipRewards.playerId, owner.id), eq(vipRewards.requestId, requestId)))
  if (!earlier) return undefined
  if (earlier.level !== level) throw new Refusal(409, apiMessages.requestIdReused)
  const [wallet] = await db
    .select({ balance: wallets.gameBalance })
    .from(wallets)
    .where(eq(wallets.playerId, owner.id))
  return { level, reward: earlier.amount, balance: wallet?.balance ?? 0 } satisfies ClaimAnswer
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause instanceof Error || (cause && typeof cause === 'object'); ) {
    if ((cause as { code?: unknown }).code === '23505') return true
    cause = (cause as { cause?: unknown }).cause
    if (!cause) break
  }
  return false
}

/**
 * docs/product.md#vip-rewards: pays a reached level's level-up reward once. The wallet's lock makes a player's claims
 * run one at a time; the reward's primary key (tenant, player, level) lets one of them in, and the balance, its ledger
 * line and the reward row are written in one transaction. The same request_id again answers the first payment.
 */
export async function claimVipReward(
  db: Db,
  owner: WalletOwner & { phoneVerifiedAt: Date | null },
  level: number,
  requestId: string,
  now: Date,
): Promise<ClaimAnswer> {
  try {
    return await db.transaction(async (tx) => {
      await lockWallet(tx, owner.id)
      const replay = await replayOf(tx, owner, requestId, level)
      if (replay) return replay
      const [row] = await tx
        .select()
        .from(vipLevels)
        .where(and(eq(vipLevels.tenantId, owner.tenantId), eq(vipLevels.level, level)))
      if (!row || row.levelUpReward <= 0) throw new Refusal(404, apiMessages.vipRewardNotFound)
      // docs/architecture.md#sign-in-limits: cash is paid only to an account with a verified phone.
      if (!owner.phoneVerifiedAt) throw new Refusal(403, apiMessages.verifyPhoneToClaim)
      if (!reaches(await vipTotalsOf(tx, owner.id), row))
        throw new Refusal(409, apiMessages.vipLevelNotReached)
      const [reward] = await tx
        .insert(vipRewards)
        .values({
          tenantId: owner.tenantId,
          playerId: owner.id,
          level: row.level,
          amount: row.levelUpReward,
          requestId,
          paidAt: now,
        })
        .onConflictDoNothing()
        .returning()
      if (!reward) throw new Refusal(409, apiMessages.alreadyClaimed)
      const paid = await moveBalance(tx, 'game_balance', {
        owner,
        amount: row.levelUpReward,
        kind: 'vip_reward',
        reference: `vip:${row.level}`,
        now,
      })
      if (paid === undefined) throw new Error(`Player ${owner.id} has no wallet`)
      await tx
        .update(vipRewards)
        .set({ ledgerEntryId: paid.entryId })
        .where(
          and(
            eq(vipRewards.tenantId, owner.tenantId),
            eq(vipRewards.playerId, owner.id),
            eq(vipRewards.level, row.level),
          ),
        )
      return { level: row.level, reward: row.levelUpReward, balance: paid.balance }
    })
  } catch (error) {
    // A claim that raced past the lock (another instance's, on a wallet being created) meets the unique index:
    // answer as its winner did, or as already paid.
    if (!isUniqueViolation(error)) throw error
    const replay = await replayOf(db, owner, requestId, level)
    if (replay) return replay
    throw new Refusal(409, apiMessages.alreadyClaimed)
  }
}
