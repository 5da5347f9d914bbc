import {
  type ClaimMissionResponse,
  type Mission,
  type MissionMetric,
  type MissionPeriod,
  type MissionRewardKind,
  missionMetrics,
  missionPeriods,
  missionRewardKinds,
} from '@lobbykit/contract/calls/missions'
import { apiMessages } from '@lobbykit/contract/status'
import { and, asc, eq, gte, sql } from 'drizzle-orm'
import { creditMissionBonus } from '../bonus/bonus'
import { lockWallet, moveGameBalance, type WalletOwner } from '../cashier/ledger'
import type { Db } from '../db/client'
import { ledgerEntries, missionClaims, missions, wallets } from '../db/schema'
import { Refusal } from '../http/refusal'
import { periodWindow } from './periods'
import { measure } from './progress'

type MissionRow = typeof missions.$inferSelect

const oneOf = <T extends string>(known: readonly T[], value: string): T => {
  const found = known.find((entry) => entry === value)
  if (!found) throw new Error(`Unknown mission field value ${value}`)
  return found
}

function shapeOf(row: MissionRow) {
  return {
    period: oneOf<MissionPeriod>(missionPeriods, row.period),
    metric: oneOf<MissionMetric>(missionMetrics, row.metric),
    rewardKind: oneOf<MissionRewardKind>(missionRewardKinds, row.rewardKind),
  }
}

/** The tenant's missions with the player's progress in each one's current period (docs/product.md#missions). */
export async function missionsOf(db: Db, owner: WalletOwner, now: Date): Promise<Mission[]> {
  const rows = await db
    .select()
    .from(missions)
    .where(eq(missions.tenantId, owner.tenantId))
    .orderBy(asc(missions.position), asc(missions.id))
  if (rows.length === 0) return []
  const claims = await db
    .select({ code: missionClaims.missionCode, periodStart: missionClaims.periodStart })
    .from(missionClaims)
    // Only this week's claims can match a current period: a week starts no later than any of its days.
    .where(
      and(
        eq(missionClaims.playerId, owner.id),
        gte(missionClaims.periodStart, periodWindow('weekly', now).start),
      ),
    )
  // One measure per period and metric, however many missions share them.
  const measured = new Map<string, Promise<number>>()
  return Promise.all(
    rows.map(async (row) => {
      const { period, metric, rewardKind } = shapeOf(row)
      const window = periodWindow(period, now)
      const key = `${period}:${metric}`
      const progress = measured.get(key) ?? measure(db, owner.id, metric, window)
      measured.set(key, progress)
      return {
        mission_code: row.code,
        period,
        metric,
        target: row.target,
        progress: await progress,
        reward_kind: rewardKind,
        reward: row.reward,
        wagering_multiple: rewardKind === 'bonus' ? row.wageringMultiple : 0,
        ends_at: window.end.toISOString(),
        is_claimed: claims.some(
          (claim) => claim.code === row.code && claim.periodStart.getTime() === window.start.getTime(),
        ),
      }
    }),
  )
}

/**
 * Pays a completed mission once in its period: the claim row's primary key (player, code, period start) lets one
 * of any number of concurrent claims in, and the reward moves with its ledger row in the same transaction.
 */
export async function claimMission(
  db: Db,
  owner: WalletOwner & { phoneVerifiedAt: Date | null },
  code: string,
  now: Date,
): Promise<Omit<ClaimMissionResponse, 'statusCode' | 'message' | 'statusMessage'>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(missions)
      .where(and(eq(missions.tenantId, owner.tenantId), eq(missions.code, code)))
    if (!row) throw new Refusal(404, apiMessages.missionNotFound)
    const { period, metric, rewardKind } = shapeOf(row)
    // docs/architecture.md#sign-in-limits: cash (and bonus, which turns into cash) is paid only to an account with a
    // verified phone.
    if ((rewardKind === 'cash' || rewardKind === 'bonus') && !owner.phoneVerifiedAt)
      throw new Refusal(403, apiMessages.verifyPhoneToClaim)
    await lockWallet(tx, owner.id)
    const window = periodWindow(period, now)
    if ((await measure(tx, owner.id, metric, window)) < row.target)
      throw new Refusal(409, apiMessages.missionNotComplete)
    const [claim] = await tx
      .insert(missionClaims)
      .values({
        playerId: owner.id,
        tenantId: owner.tenantId,
        missionCode: row.code,
        periodStart: window.start,
        rewardKind,
        reward: row.reward,
        claimedAt: now,
      })
      .onConflictDoNothing()
      .returning()
    if (!claim) throw new Refusal(409, apiMessages.alreadyClaimed)
    const reference = `mission:${row.code}:${window.start.toISOString()}`
    if (rewardKind === 'cash') {
      const after = await moveGameBalance(tx, {
        owner,
        amount: row.reward,
        kind: 'mission_reward',
        reference,
        now,
      })
      if (after === undefined) throw new Error(`Player ${owner.id} has no wallet`)
    } else if (rewardKind === 'bonus') {
      // docs/product.md#missions: refused while an opt-in waits for its deposit, which rolls the claim row back.
      await creditMissionBonus(
        tx,
        owner,
        { code: row.code, reward: row.reward, wageringMultiple: row.wageringMultiple },
        reference,
        now,
      )
    } else {
      const [wallet] = await tx
        .update(wallets)
        .set({ minigameTokenBalance: sql`${wallets.minigameTokenBalance} + ${row.reward}` })
        .where(eq(wallets.playerId, owner.id))
        .returning({ tokens: wallets.minigameTokenBalance })
      if (!wallet) throw new Error(`Player ${owner.id} has no wallet`)
      await tx.insert(ledgerEntries).values({
        tenantId: owner.tenantId,
        playerId: owner.id,
        wallet: 'minigame_token',
        kind: 'mission_reward',
        amount: row.reward,
        balanceAfter: wallet.tokens,
        reference,
        createdAt: now,
      })
    }
    const [entry] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, owner.id), eq(ledgerEntries.reference, reference)))
    await tx
      .update(missionClaims)
      .set({ ledgerEntryId: entry?.id ?? null })
      .where(
        and(
          eq(missionClaims.playerId, owner.id),
          eq(missionClaims.missionCode, row.code),
          eq(missionClaims.periodStart, window.start),
        ),
      )
    const [wallet] = await tx
      .select({ balance: wallets.gameBalance, tokens: wallets.minigameTokenBalance })
      .from(wallets)
      .where(eq(wallets.playerId, owner.id))
    return {
      mission_code: row.code,
      reward_kind: rewardKind,
      reward: row.reward,
      balance: wallet?.balance ?? 0,
      token_balance: wallet?.tokens ?? 0,
    }
  })
}
