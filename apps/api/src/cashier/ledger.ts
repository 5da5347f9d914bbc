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
export async function moveGameBalance(tx: Db, move: BalanceMove): Promise<number | undefined> {
  return (await moveBalance(tx, 'game_balance', move))?.balance
}

/** A move of one balance: who, how much (signed minor units), the ledger row's kind and reference, when, which game. */
export interface BalanceMove {
  owner: WalletOwner
  amount: number
  kind: string
  reference: string
  now: Date
  gameId?: number
  /** Added to the wallet's turnover in the same update: a stake's full amount (docs/product.md#rounds). */
  turnover?: number
}

/** A wallet's balances after a move: cash (the game balance), the bonus balance and the turnover. */
export interface WalletBalances {
  cash: number
  bonus: number
  turnover: number
}

/** The wallet's money balances a ledger row can move (docs/product.md#deposit-bonus for the bonus balance). */
export type MoneyBalance = 'game_balance' | 'bonus_balance'

/**
 * Adds `amount` to one of the wallet's money balances with its ledger row of that wallet, as `moveGameBalance`
 * does for the game balance; answers also the row's id, which a reward's or prize's own record links, and the
 * wallet's balances after, which a game round reads.
 */
export async function moveBalance(
  tx: Db,
  balance: MoneyBalance,
  move: BalanceMove,
): Promise<{ balance: number; entryId: number; wallet: WalletBalances } | undefined> {
  const { owner, amount, turnover = 0 } = move
  const column = balance === 'bonus_balance' ? wallets.bonusBalance : wallets.gameBalance
  const [wallet] = await tx
    .update(wallets)
    .set({
      ...(balance === 'bonus_balance'
        ? { bonusBalance: sql`${column} + ${amount}` }
        : { gameBalance: sql`${column} + ${amount}` }),
      ...(turnover > 0 ? { turnover: sql`${wallets.turnover} + ${turnover}` } : {}),
    })
    .where(and(eq(wallets.playerId, owner.id), gte(column, Math.max(0, -amount))))
    .returning({ cash: wallets.gameBalance, bonus: wallets.bonusBalance, turnover: wallets.turnover })
  if (!wallet) return undefined
  const after = balance === 'bonus_balance' ? wallet.bonus : wallet.cash
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      tenantId: owner.tenantId,
      playerId: owner.id,
      wallet: balance,
      kind: move.kind,
      amount,
      balanceAfter: after,
      gameId: move.gameId ?? null,
      reference: move.reference,
      createdAt: move.now,
    })
    .returning({ id: ledgerEntries.id })
  if (!entry) throw new Error(`No ledger row for ${move.reference}`)
  return { balance: after, entryId: entry.id, wallet }
}
