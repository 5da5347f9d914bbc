import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { players, tenants, walletTransactions } from '../db/schema'
import { settle } from './settle'

/**
 * What an operator does with the cashier (docs/product.md#cashier): list what waits, approve, reject. The
 * command line (`pnpm cashier`) calls these today; the operator console will call the same.
 */

export interface PendingTransaction {
  transactionId: number
  tenantCode: string
  currency: string
  accountId: string
  type: string
  amount: number
  fee: number
  /** The deposit method, or the withdrawal's bank and masked account. */
  via: string
  createdAt: Date
}

/** Pending deposits and withdrawals, oldest first; optionally of one tenant (by its code). */
export async function listPending(
  db: Db,
  options: { tenantCode?: string | undefined; limit?: number } = {},
): Promise<PendingTransaction[]> {
  const filters: SQL[] = [eq(walletTransactions.status, 'pending')]
  if (options.tenantCode) filters.push(eq(tenants.code, options.tenantCode))
  const rows = await db
    .select({
      transaction: walletTransactions,
      tenantCode: tenants.code,
      currency: tenants.currency,
      accountId: players.accountId,
    })
    .from(walletTransactions)
    .innerJoin(tenants, eq(tenants.id, walletTransactions.tenantId))
    .innerJoin(players, eq(players.id, walletTransactions.playerId))
    .where(and(...filters))
    .orderBy(asc(walletTransactions.id))
    .limit(options.limit ?? 200)
  return rows.map(({ transaction, tenantCode, currency, accountId }) => ({
    transactionId: transaction.id,
    tenantCode,
    currency,
    accountId,
    type: transaction.type,
    amount: transaction.amount,
    fee: transaction.fee,
    via:
      transaction.type === 'deposit'
        ? transaction.methodName
        : `${transaction.bankName} ${transaction.accountNoMasked}`.trim(),
    createdAt: transaction.createdAt,
  }))
}

/** Approves a pending deposit (credits it) or withdrawal (the held money is paid out). */
export function approveTransaction(db: Db, transactionId: number, options: { by: string; now?: Date }) {
  return settle(db, transactionId, {
    status: 'approved',
    by: options.by,
    reason: '',
    now: options.now ?? new Date(),
  })
}

/** Rejects a pending deposit (nothing was credited) or withdrawal (the held money comes back), with a reason. */
export function rejectTransaction(
  db: Db,
  transactionId: number,
  options: { by: string; reason: string; now?: Date },
) {
  return settle(db, transactionId, {
    status: 'rejected',
    by: options.by,
    reason: options.reason,
    now: options.now ?? new Date(),
  })
}
