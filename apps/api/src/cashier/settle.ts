import { apiMessages } from '@lobbykit/contract'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { walletTransactions } from '../db/schema'
import { Refusal } from '../http/refusal'
import { creditDeposit } from './deposits'
import { lockWallet, moveGameBalance, transactionReference } from './ledger'

export type WalletTransactionRow = typeof walletTransactions.$inferSelect

export interface Settlement {
  /** approved or rejected by an operator; cancelled by the player (withdrawals only). */
  status: 'approved' | 'rejected' | 'cancelled'
  /** Who settles: an operator's name, `cli`, or `player`. */
  by: string
  reason: string
  now: Date
}

/**
 * Settles a pending transaction, once: the status changes only from pending (a second try answers
 * `notPending`), under the player's wallet lock, and the money follows in the same database transaction:
 * an approved deposit is credited; a rejected or cancelled withdrawal's held amount comes back
 * (`withdrawal_return`). An approved withdrawal and a rejected deposit move nothing: the money left (or never
 * came) when requested.
 */
export async function settle(
  db: Db,
  transactionId: number,
  settlement: Settlement,
): Promise<{ transaction: WalletTransactionRow; balance: number }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(walletTransactions).where(eq(walletTransactions.id, transactionId))
    if (!found) throw new Refusal(404, apiMessages.transactionNotFound)
    if (settlement.status === 'cancelled' && found.type !== 'withdrawal') {
      throw new Refusal(409, apiMessages.notPending)
    }
    let balance = await lockWallet(tx, found.playerId)
    const [transaction] = await tx
      .update(walletTransactions)
      .set({
        status: settlement.status,
        reason: settlement.reason,
        settledBy: settlement.by,
        settledAt: settlement.now,
      })
      .where(and(eq(walletTransactions.id, found.id), eq(walletTransactions.status, 'pending')))
      .returning()
    if (!transaction) throw new Refusal(409, apiMessages.notPending)
    const owner = { id: transaction.playerId, tenantId: transaction.tenantId }
    if (transaction.type === 'deposit' && settlement.status === 'approved') {
      balance = await creditDeposit(tx, owner, transaction, settlement.now)
    }
    if (transaction.type === 'withdrawal' && settlement.status !== 'approved') {
      const returned = await moveGameBalance(tx, {
        owner,
        amount: transaction.amount,
        kind: 'withdrawal_return',
        reference: transactionReference(transaction.id),
        now: settlement.now,
      })
      if (returned === undefined) throw new Error(`Withdrawal ${transaction.id} could not be returned`)
      balance = returned
    }
    return { transaction, balance }
  })
}
