import { apiMessages } from '@lobbykit/contract'
import { and, eq } from 'drizzle-orm'
import { forfeitForWithdrawal } from '../bonus/bonus'
import type { Db } from '../db/client'
import { playerBankAccounts, tenantBanks, walletTransactions } from '../db/schema'
import { Refusal } from '../http/refusal'
import { maskAccountNo } from './banks'
import { lockWallet, moveGameBalance, transactionReference, type WalletOwner } from './ledger'
import { type MoneyAnswer, replayOf, requestHash } from './requests'
import { settle } from './settle'

/** Roughly how long an operator takes to pay a withdrawal out. */
export const withdrawalEtaMinutes = 60

export interface WithdrawalRequest {
  owner: WalletOwner
  bankAccountId: number
  amount: number
  requestId: string
  /** The player accepts forfeiting an active deposit bonus's balance (docs/product.md#deposit-bonus). */
  acceptBonusForfeit?: boolean
  now: Date
}

/**
 * A withdrawal to one of the player's bank accounts (docs/product.md#cashier): the amount leaves the balance
 * at once (a `withdrawal` ledger row) and is held while the withdrawal waits for an operator; rejection or
 * cancellation returns it. A retried request_id answers the first answer. Refuses (and changes nothing) an
 * account that is not the player's and an amount over the balance. During an active deposit bonus it is refused with
 * the bonus balance it would forfeit unless the request accepts that, and then forfeits it in the same transaction
 * (docs/product.md#deposit-bonus); the bonus balance is never withdrawn.
 */
export async function requestWithdrawal(db: Db, request: WithdrawalRequest): Promise<MoneyAnswer> {
  const { owner, amount, now } = request
  return db.transaction(async (tx) => {
    const balance = await lockWallet(tx, owner.id)
    const hash = requestHash('withdrawal', { bank_account_id: request.bankAccountId, amount })
    const replay = await replayOf(tx, owner.id, request.requestId, hash)
    if (replay) return replay
    const [account] = await tx
      .select({ account: playerBankAccounts, bankName: tenantBanks.bankName })
      .from(playerBankAccounts)
      .leftJoin(
        tenantBanks,
        and(
          eq(tenantBanks.tenantId, playerBankAccounts.tenantId),
          eq(tenantBanks.bankCode, playerBankAccounts.bankCode),
        ),
      )
      .where(and(eq(playerBankAccounts.id, request.bankAccountId), eq(playerBankAccounts.playerId, owner.id)))
    if (!account) throw new Refusal(404, apiMessages.bankAccountNotFound)
    const overBalance = new Refusal(400, `amount: must not exceed the balance (${balance})`)
    if (amount > balance) throw overBalance
    await forfeitForWithdrawal(tx, owner, request.acceptBonusForfeit === true, now)
    const [row] = await tx
      .insert(walletTransactions)
      .values({
        tenantId: owner.tenantId,
        playerId: owner.id,
        type: 'withdrawal',
        status: 'pending',
        amount,
        bankAccountId: account.account.id,
        bankCode: account.account.bankCode,
        bankName: account.bankName ?? account.account.bankCode,
        accountNoMasked: maskAccountNo(account.account.accountNo),
        etaMinutes: withdrawalEtaMinutes,
        requestId: request.requestId,
        requestHash: hash,
        createdAt: now,
      })
      .returning({ id: walletTransactions.id })
    if (!row) throw new Error('The withdrawal was not stored')
    const after = await moveGameBalance(tx, {
      owner,
      amount: -amount,
      kind: 'withdrawal',
      reference: transactionReference(row.id),
      now,
    })
    if (after === undefined) throw overBalance
    const answer: MoneyAnswer = { transaction_id: row.id, status: 'pending', balance: after }
    await tx.update(walletTransactions).set({ answer }).where(eq(walletTransactions.id, row.id))
    return answer
  })
}

/** The player cancels a pending withdrawal of theirs: the held amount comes back. */
export async function cancelWithdrawal(
  db: Db,
  owner: WalletOwner,
  transactionId: number,
  now: Date,
): Promise<MoneyAnswer> {
  const [row] = await db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.id, transactionId),
        eq(walletTransactions.playerId, owner.id),
        eq(walletTransactions.type, 'withdrawal'),
      ),
    )
  if (!row) throw new Refusal(404, apiMessages.transactionNotFound)
  const settled = await settle(db, row.id, { status: 'cancelled', by: 'player', reason: '', now })
  return { transaction_id: settled.transaction.id, status: 'cancelled', balance: settled.balance }
}
