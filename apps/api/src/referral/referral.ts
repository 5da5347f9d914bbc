import type {
  ClaimReferralResponse,
  ReferralResponse,
  ReferredPlayer,
} from '@lobbykit/contract/calls/referral'
import { apiMessages } from '@lobbykit/contract/status'
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { lockWallet, moveBalance, type WalletOwner } from '../cashier/ledger'
import type { Db } from '../db/client'
import { players, referralCommissions, tenants, walletTransactions } from '../db/schema'
import { Refusal } from '../http/refusal'

type Body<T> = Omit<T, 'statusCode' | 'message' | 'statusMessage'>

/** The referrer: a player, by their account id (stored lower-case), which is their referral code. */
export type Referrer = WalletOwner & { accountId: string; phoneVerifiedAt: Date | null }

/** An account id with its middle hidden: the first two and the last character stay (`ma****7`). */
export function maskAccount(accountId: string): string {
  if (accountId.length <= 3) return `${accountId.slice(0, 1)}***`
  return `${accountId.slice(0, 2)}${'*'.repeat(Math.min(6, accountId.length - 3))}${accountId.slice(-1)}`
}

/** The tenant's rule applied to a first deposit: `percent` of it, at most `cap` (0: no cap), in whole minor units. */
export function commissionOf(deposit: number, rule: { percent: number; cap: number }): number {
  const earned = Math.floor((deposit * rule.percent) / 100)
  return rule.cap > 0 ? Math.min(earned, rule.cap) : earned
}

async function ruleOf(db: Db, tenantId: number) {
  const [tenant] = await db
    .select({ percent: tenants.referralPercent, cap: tenants.referralCap })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
  return tenant ?? { percent: 0, cap: 0 }
}

/** The players who signed up with the referrer's code, newest first, with their first approved deposit. */
async function referredOf(db: Db, referrer: Referrer) {
  const friends = await db
    .select({ id: players.id, accountId: players.accountId, joinedAt: players.createdAt })
    .from(players)
    .where(
      and(
        eq(players.tenantId, referrer.tenantId),
        ne(players.id, referrer.id),
        eq(sql`lower(trim(${players.referrerCode}))`, referrer.accountId),
      ),
    )
    .orderBy(desc(players.createdAt), desc(players.id))
  if (friends.length === 0) return []
  const ids = friends.map((friend) => friend.id)
  const deposits = await db
    .selectDistinctOn([walletTransactions.playerId], {
      playerId: walletTransactions.playerId,
      amount: walletTransactions.amount,
    })
    .from(walletTransactions)
    .where(
      and(
        inArray(walletTransactions.playerId, ids),
        eq(walletTransactions.type, 'deposit'),
        eq(walletTransactions.status, 'approved'),
      ),
    )
    .orderBy(walletTransactions.playerId, asc(walletTransactions.settledAt), asc(walletTransactions.id))
  const paid = await db
    .select({ playerId: referralCommissions.referredPlayerId, commission: referralCommissions.commission })
    .from(referralCommissions)
    .where(inArray(referralCommissions.referredPlayerId, ids))
  return friends.map((friend) => ({
    ...friend,
    firstDeposit: deposits.find((deposit) => deposit.playerId === friend.id)?.amount,
    paid: paid.find((row) => row.playerId === friend.id)?.commission,
  }))
}

/**
 * docs/product.md#referral: the player's code, the tenant's rule, their referred friends (masked) and what
 * their first deposits earned, paid and pending.
 */
export async function referralSummary(db: Db, referrer: Referrer): Promise<Body<ReferralResponse>> {
  const rule = await ruleOf(db, referrer.tenantId)
  const friends = await referredOf(db, referrer)
  let pending = 0
  let paidTotal = 0
  const referred: ReferredPlayer[] = friends.map((friend) => {
    const commission = friend.paid ?? (friend.firstDeposit ? commissionOf(friend.firstDeposit, rule) : 0)
    if (friend.paid !== undefined) paidTotal += friend.paid
    else pending += commission
    return {
      account: maskAccount(friend.accountId),
      joined_at: friend.joinedAt.toISOString(),
      status: friend.firstDeposit ? 'deposited' : 'signed_up',
      commission,
      is_paid: friend.paid !== undefined,
    }
  })
  return {
    code: referrer.accountId,
    percent: rule.percent,
    cap: rule.cap,
    referred: referred.slice(0, 100),
    referred_count: referred.length,
    pending,
    paid: paidTotal,
  }
}

/**
 * Pays every commission earned and not yet paid, under the rule in force now, in one transaction: a row per
 * friend (its primary key refuses a second payment, so concurrent claims pay once) and one ledger line.
 */
export async function claimReferral(
  db: Db,
  referrer: Referrer,
  now: Date,
): Promise<Body<ClaimReferralResponse>> {
  // docs/architecture.md#sign-in-limits: cash is paid only to an account with a verified phone.
  if (!referrer.phoneVerifiedAt) throw new Refusal(403, apiMessages.verifyPhoneToClaim)
  return db.transaction(async (tx) => {
    await lockWallet(tx, referrer.id)
    const rule = await ruleOf(tx, referrer.tenantId)
    const due = (await referredOf(tx, referrer))
      .filter((friend) => friend.paid === undefined && friend.firstDeposit)
      .map((friend) => ({ friend, commission: commissionOf(friend.firstDeposit ?? 0, rule) }))
      .filter((entry) => entry.commission > 0)
    if (due.length === 0) throw new Refusal(409, apiMessages.nothingToClaim)
    const rows = await tx
      .insert(referralCommissions)
      .values(
        due.map(({ friend, commission }) => ({
          referredPlayerId: friend.id,
          referrerId: referrer.id,
          tenantId: referrer.tenantId,
          depositAmount: friend.firstDeposit ?? 0,
          commission,
          paidAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning()
    const claimed = rows.reduce((sum, row) => sum + row.commission, 0)
    if (claimed === 0) throw new Refusal(409, apiMessages.nothingToClaim)
    const reference =
      `referral:${now.toISOString()}:${rows.map((row) => row.referredPlayerId).join(',')}`.slice(0, 300)
    const paid = await moveBalance(tx, 'game_balance', {
      owner: referrer,
      amount: claimed,
      kind: 'referral_commission',
      reference,
      now,
    })
    if (paid === undefined) throw new Error(`Player ${referrer.id} has no wallet`)
    await tx
      .update(referralCommissions)
      .set({ ledgerEntryId: paid.entryId })
      .where(
        inArray(
          referralCommissions.referredPlayerId,
          rows.map((row) => row.referredPlayerId),
        ),
      )
    return { claimed, balance: paid.balance }
  })
}
