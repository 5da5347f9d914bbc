import { and, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { ledgerEntries, wallets } from '../db/schema'

/** The player whose money moves: its id and tenant (the ledger row names both). */
export interface WalletOwner {
  id: number
  tenantId: number
}

/**
 * Locks the player's wallet row until the surrounding transaction ends and answers its game balance. Every
 * money operation of a player takes this lock first, so they run one at a time: a second withdrawal waits for
 * the first and then sees the balance it left, and a retried request sees the transaction its first try wrote.
 */
export async function lockWallet(tx: Db, playerId: number): Promise<number> {
  const [wallet] = await tx
    .select({ gameBalance: wallets.gameBalance })
    .from(wallets)
    .where(eq(wallets.playerId, playerId))
    .for('update')
  if (!wallet) throw new Error(`Player ${playerId} has no wallet`)
  return wallet.gameBalance
}

/** The ledger reference of a cashier transaction. */
export const transactionReference = (transactionId: number) => `wallet_tx:${transactionId}`

/** The transaction id of a ledger reference written by `transactionReference`, or null. */
export function transactionIdOf(reference: string): number | null {
  const match = /^wallet_tx:(\d+)$/.exec(reference)
  return match ? Number(match[1]) : null
}

/**
 * Adds `amount` (signed minor units) to the game balance and appends its ledger row, in the caller's
 * transaction. The update is conditional: a debit larger than the balance changes nothing and answers
 * undefined, so the balance never goes below zero even without the lock. Answers the balance after.
 */
export async function moveGameBalance(tx: Db, move: GameBalanceMove): Promise<number | undefined> {
  return (await moveGameBalanceWithEntry(tx, move))?.balance
}

/** A move of the game balance: who, how much (signed minor units), the ledger row's kind and reference, when. */
export interface GameBalanceMove {
  owner: WalletOwner
  amount: number
  kind: string
  reference: string
  now: Date
}

/**
 * `moveGameBalance`, answering also the id of the ledger row it wrote: a reward's or prize's own record links the
 * row that paid it.
 */
export async function moveGameBalanceWithEntry(
  tx: Db,
  move: GameBalanceMove,
): Promise<{ balance: number; entryId: number } | undefined> {
  const { owner, amount } = move
  const [wallet] = await tx
    .update(wallets)
    .set({ gameBalance: sql`${wallets.gameBalance} + ${amount}` })
    .where(and(eq(wallets.playerId, owner.id), gte(wallets.gameBalance, Math.max(0, -amount))))
    .returning({ gameBalance: wallets.gameBalance })
  if (!wallet) return undefined
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      tenantId: owner.tenantId,
      playerId: owner.id,
      wallet: 'game_balance',
      kind: move.kind,
      amount,
      balanceAfter: wallet.gameBalance,
      reference: move.reference,
      createdAt: move.now,
    })
    .returning({ id: ledgerEntries.id })
  if (!entry) throw new Error(`No ledger row for ${move.reference}`)
  return { balance: wallet.gameBalance, entryId: entry.id }
}
