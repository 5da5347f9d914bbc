import {
  apiMessages,
  type MinigameCollectResponse,
  type MinigameSpinResponse,
  type MinigameStateResponse,
  type SpinPrize,
} from '@lobbykit/contract'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { lockWallet, moveGameBalance, type WalletOwner } from '../cashier/ledger'
import type { Db } from '../db/client'
import { ledgerEntries, minigameSpins, tenants, wallets } from '../db/schema'
import { Refusal } from '../http/refusal'
import { cryptoRandom } from '../originals/engines/random'
import { drawSegment, wheelPrizes } from './wheel'

/**
 * The minigame token wallet and the lucky spin (docs/product.md#minigame). A spin takes a token from
 * `minigame_token_balance` into `minigame_frozen_token` and decides its prize at once; collecting spends the
 * frozen token and credits the prize. Every move has its ledger row (wallets `minigame_token`,
 * `minigame_frozen`, `game_balance`) whose `balance_after` is the wallet column after it, written in the
 * same transaction under the player's wallet lock.
 */

type Answer<T> = Omit<T, 'statusCode' | 'message'>

export const spinReference = (spinId: number) => `minigame_spin:${spinId}`

async function turnoverPerToken(db: Db, tenantId: number): Promise<number> {
  const [tenant] = await db
    .select({ rate: tenants.minigameTurnoverPerToken })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
  return tenant?.rate ?? 0
}

async function walletOf(db: Db, playerId: number) {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.playerId, playerId))
  if (!wallet) throw new Error(`Player ${playerId} has no wallet`)
  return wallet
}

export async function minigameState(db: Db, owner: WalletOwner): Promise<Answer<MinigameStateResponse>> {
  const [rate, wallet] = await Promise.all([turnoverPerToken(db, owner.tenantId), walletOf(db, owner.id)])
  return {
    token_balance: wallet.minigameTokenBalance,
    frozen_token: wallet.minigameFrozenToken,
    prizes: wheelPrizes(rate),
    turnover_per_token: rate,
    turnover_to_next_token: rate > 0 ? rate - (wallet.turnover % rate) : 0,
  }
}

/** Adds `amount` tokens to one of the two token wallets and writes its ledger row; answers the balance after. */
async function moveTokens(
  tx: Db,
  owner: WalletOwner,
  move: {
    wallet: 'minigame_token' | 'minigame_frozen'
    kind: string
    amount: number
    spinId: number
    now: Date
  },
): Promise<number> {
  const column = move.wallet === 'minigame_token' ? wallets.minigameTokenBalance : wallets.minigameFrozenToken
  const [row] = await tx
    .update(wallets)
    .set(
      move.wallet === 'minigame_token'
        ? { minigameTokenBalance: sql`${column} + ${move.amount}` }
        : { minigameFrozenToken: sql`${column} + ${move.amount}` },
    )
    .where(and(eq(wallets.playerId, owner.id), sql`${column} + ${move.amount} >= 0`))
    .returning({ after: column })
  if (!row) throw new Error(`The ${move.wallet} wallet of player ${owner.id} cannot move ${move.amount}`)
  await tx.insert(ledgerEntries).values({
    tenantId: owner.tenantId,
    playerId: owner.id,
    wallet: move.wallet,
    kind: move.kind,
    amount: move.amount,
    balanceAfter: row.after,
    reference: spinReference(move.spinId),
    createdAt: move.now,
  })
  return row.after
}

type SpinRow = typeof minigameSpins.$inferSelect

/** The first answer of a spin, rebuilt from the spin and the balances its two ledger rows left. */
async function spinAnswerOf(db: Db, spin: SpinRow): Promise<Answer<MinigameSpinResponse>> {
  const rows = await db
    .select({ wallet: ledgerEntries.wallet, after: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, spin.playerId),
        eq(ledgerEntries.reference, spinReference(spin.id)),
        inArray(ledgerEntries.kind, ['spin', 'spin_freeze']),
      ),
    )
  const after = (wallet: string) => rows.find((row) => row.wallet === wallet)?.after ?? 0
  return {
    token_balance: after('minigame_token'),
    frozen_token: after('minigame_frozen'),
    spin_id: spin.id,
    prize_index: spin.prizeIndex,
    prize: { kind: spin.prizeKind as SpinPrize['kind'], amount: spin.prizeAmount },
  }
}

async function spinOfRequest(db: Db, playerId: number, requestId: string): Promise<SpinRow | undefined> {
  const [spin] = await db
    .select()
    .from(minigameSpins)
    .where(and(eq(minigameSpins.playerId, playerId), eq(minigameSpins.requestId, requestId)))
  return spin
}

/**
 * A spin: collects the player's spins left frozen, then freezes one token and draws the prize, all in one
 * transaction under the wallet lock (so a player never has more than one frozen spin). The same request_id
 * again answers the first answer and moves nothing. No token: `noTokens` (409).
 */
export async function spin(
  db: Db,
  owner: WalletOwner,
  requestId: string,
  now: Date,
): Promise<Answer<MinigameSpinResponse>> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, owner.id)
    // A concurrent try of this request_id has committed by the time the lock is ours.
    const replay = await spinOfRequest(tx, owner.id, requestId)
    if (replay) return spinAnswerOf(tx, replay)
    const frozen = await tx
      .select()
      .from(minigameSpins)
      .where(and(eq(minigameSpins.playerId, owner.id), eq(minigameSpins.status, 'frozen')))
      .orderBy(asc(minigameSpins.id))
    for (const older of frozen) await collectLocked(tx, owner, older, now)
    const wallet = await walletOf(tx, owner.id)
    if (wallet.minigameTokenBalance < 1) throw new Refusal(409, apiMessages.noTokens)
    const prizes = wheelPrizes(await turnoverPerToken(tx, owner.tenantId))
    const index = drawSegment(cryptoRandom())
    const prize = prizes[index]
    if (!prize) throw new Error(`The wheel has no segment ${index}`)
    const [row] = await tx
      .insert(minigameSpins)
      .values({
        tenantId: owner.tenantId,
        playerId: owner.id,
        requestId,
        prizeIndex: index,
        prizeKind: prize.kind,
        prizeAmount: prize.amount,
        status: 'frozen',
        createdAt: now,
      })
      .returning({ id: minigameSpins.id })
    if (!row) throw new Error('The spin was not stored')
    const tokens = await moveTokens(tx, owner, {
      wallet: 'minigame_token',
      kind: 'spin',
      amount: -1,
      spinId: row.id,
      now,
    })
    const frozenAfter = await moveTokens(tx, owner, {
      wallet: 'minigame_frozen',
      kind: 'spin_freeze',
      amount: 1,
      spinId: row.id,
      now,
    })
    return { token_balance: tokens, frozen_token: frozenAfter, spin_id: row.id, prize_index: index, prize }
  })
}

/** Spends a frozen spin's token and credits its prize; the caller holds the wallet lock. */
async function collectLocked(tx: Db, owner: WalletOwner, spinRow: SpinRow, now: Date): Promise<void> {
  const spinId = spinRow.id
  await moveTokens(tx, owner, { wallet: 'minigame_frozen', kind: 'spin_spend', amount: -1, spinId, now })
  if (spinRow.prizeKind === 'cash' && spinRow.prizeAmount > 0) {
    const paid = await moveGameBalance(tx, {
      owner,
      amount: spinRow.prizeAmount,
      kind: 'spin_prize',
      reference: spinReference(spinId),
      now,
    })
    if (paid === undefined) throw new Error(`The prize of spin ${spinId} could not be paid`)
  }
  if (spinRow.prizeKind === 'tokens' && spinRow.prizeAmount > 0) {
    await moveTokens(tx, owner, {
      wallet: 'minigame_token',
      kind: 'spin_prize',
      amount: spinRow.prizeAmount,
      spinId,
      now,
    })
  }
  await tx
    .update(minigameSpins)
    .set({ status: 'collected', collectedAt: now })
    .where(eq(minigameSpins.id, spinId))
}

/**
 * Collects a frozen spin of the player: spends its frozen token and credits its prize. A spin already
 * collected answers the wallets as they are and moves nothing; another player's spin is not found.
 */
export async function collect(
  db: Db,
  owner: WalletOwner,
  spinId: number,
  now: Date,
): Promise<Answer<MinigameCollectResponse>> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, owner.id)
    const [spinRow] = await tx
      .select()
      .from(minigameSpins)
      .where(and(eq(minigameSpins.id, spinId), eq(minigameSpins.playerId, owner.id)))
    if (!spinRow) throw new Refusal(404, apiMessages.spinNotFound)
    if (spinRow.status === 'frozen') await collectLocked(tx, owner, spinRow, now)
    const wallet = await walletOf(tx, owner.id)
    return {
      balance: wallet.gameBalance,
      token_balance: wallet.minigameTokenBalance,
      frozen_token: wallet.minigameFrozenToken,
    }
  })
}
