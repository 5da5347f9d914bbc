import { apiMessages, type DepositMethod } from '@lobbykit/contract'
import { and, asc, eq } from 'drizzle-orm'
import { creditDepositBonus } from '../bonus/bonus'
import type { Db } from '../db/client'
import { paymentMethods, walletTransactions } from '../db/schema'
import { Refusal } from '../http/refusal'
import { lockWallet, moveGameBalance, transactionReference, type WalletOwner } from './ledger'
import { type MoneyAnswer, replayOf, requestHash } from './requests'
import { refuseOverLimit, refuseRestricted } from './responsibleGaming'

/** The tenant's active deposit methods, in its order. */
export async function depositMethodsOf(db: Db, tenantId: number): Promise<DepositMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.active, true)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id))
  return rows.map((row) => ({
    method_id: row.id,
    name: row.name,
    min_amount: row.minAmount,
    max_amount: row.maxAmount,
    fee: row.fee,
    eta_minutes: row.etaMinutes,
    needs_approval: row.needsApproval,
  }))
}

/**
 * Credits an approved deposit: the amount in, then the method's fee out, each with its ledger row, and the player's
 * opted-in deposit bonus when the deposit qualifies (docs/product.md#deposit-bonus). Runs in the caller's
 * transaction, which holds the wallet lock.
 */
export async function creditDeposit(
  tx: Db,
  owner: WalletOwner,
  deposit: { id: number; amount: number; fee: number },
  now: Date,
): Promise<number> {
  const reference = transactionReference(deposit.id)
  let balance = await moveGameBalance(tx, { owner, amount: deposit.amount, kind: 'deposit', reference, now })
  if (deposit.fee > 0) {
    balance = await moveGameBalance(tx, { owner, amount: -deposit.fee, kind: 'deposit_fee', reference, now })
  }
  if (balance === undefined) throw new Error(`Deposit ${deposit.id} could not be credited`)
  await creditDepositBonus(tx, owner, deposit, now)
  return balance
}

export interface DepositRequest {
  owner: WalletOwner
  methodId: number
  amount: number
  requestId: string
  now: Date
}

/**
 * A deposit (docs/product.md#cashier): through an instant method the balance grows at once (status approved);
 * through a method that needs approval it waits as pending for an operator. A retried request_id answers the
 * first answer. Refuses (and changes nothing) an unknown method, an amount outside the method's bounds, a
 * timed-out or excluded player and a deposit over a limit.
 */
export async function requestDeposit(db: Db, request: DepositRequest): Promise<MoneyAnswer> {
  const { owner, amount, now } = request
  return db.transaction(async (tx) => {
    const balance = await lockWallet(tx, owner.id)
    const hash = requestHash('deposit', { method_id: request.methodId, amount })
    const replay = await replayOf(tx, owner.id, request.requestId, hash)
    if (replay) return replay
    await refuseRestricted(tx, owner.id, now)
    const [method] = await tx
      .select()
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.id, request.methodId),
          eq(paymentMethods.tenantId, owner.tenantId),
          eq(paymentMethods.active, true),
        ),
      )
    if (!method) throw new Refusal(404, apiMessages.methodNotFound)
    if (amount < method.minAmount) throw new Refusal(400, `amount: must be at least ${method.minAmount}`)
    if (amount > method.maxAmount) throw new Refusal(400, `amount: must be at most ${method.maxAmount}`)
    await refuseOverLimit(tx, owner.id, amount, now)
    const instant = !method.needsApproval
    const [row] = await tx
      .insert(walletTransactions)
      .values({
        tenantId: owner.tenantId,
        playerId: owner.id,
        type: 'deposit',
        status: instant ? 'approved' : 'pending',
        amount,
        fee: method.fee,
        methodId: method.id,
        methodName: method.name,
        etaMinutes: method.etaMinutes,
        requestId: request.requestId,
        requestHash: hash,
        settledBy: instant ? 'instant' : '',
        createdAt: now,
        settledAt: instant ? now : null,
      })
      .returning({ id: walletTransactions.id })
    if (!row) throw new Error('The deposit was not stored')
    const after = instant
      ? await creditDeposit(tx, owner, { id: row.id, amount, fee: method.fee }, now)
      : balance
    const answer: MoneyAnswer = {
      transaction_id: row.id,
      status: instant ? 'approved' : 'pending',
      balance: after,
    }
    await tx.update(walletTransactions).set({ answer }).where(eq(walletTransactions.id, row.id))
    return answer
  })
}
