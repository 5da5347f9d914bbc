import { apiMessages, type Bank, type BankAccount, maxBankAccounts } from '@lobbykit/contract'
import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { playerBankAccounts, tenantBanks } from '../db/schema'
import { Refusal } from '../http/refusal'
import { lockWallet, type WalletOwner } from './ledger'

/** Only the last four digits of an account number show. */
export function maskAccountNo(accountNo: string): string {
  return `****${accountNo.slice(-4)}`
}

/** A holder name as stored: single spaces, none around. */
export function tidyHolderName(name: string): string {
  return name.trim().replace(/\s+/g, ' ')
}

export async function banksOf(db: Db, tenantId: number): Promise<Bank[]> {
  const rows = await db
    .select({ bank_code: tenantBanks.bankCode, bank_name: tenantBanks.bankName })
    .from(tenantBanks)
    .where(and(eq(tenantBanks.tenantId, tenantId), eq(tenantBanks.active, true)))
    .orderBy(asc(tenantBanks.position), asc(tenantBanks.bankCode))
  return rows
}

/** The player's bank accounts, the default first. */
export async function bankAccountsOf(db: Db, owner: WalletOwner): Promise<BankAccount[]> {
  const rows = await db
    .select({ account: playerBankAccounts, bankName: tenantBanks.bankName })
    .from(playerBankAccounts)
    .leftJoin(
      tenantBanks,
      and(
        eq(tenantBanks.tenantId, playerBankAccounts.tenantId),
        eq(tenantBanks.bankCode, playerBankAccounts.bankCode),
      ),
    )
    .where(eq(playerBankAccounts.playerId, owner.id))
    .orderBy(desc(playerBankAccounts.isDefault), asc(playerBankAccounts.id))
  return rows.map(({ account, bankName }) => ({
    bank_account_id: account.id,
    bank_code: account.bankCode,
    bank_name: bankName ?? account.bankCode,
    holder_name: account.holderName,
    account_no_masked: maskAccountNo(account.accountNo),
    is_default: account.isDefault,
  }))
}

/**
 * Adds a bank account of one of the tenant's banks: at most five per player, never the same bank and number
 * twice; the first becomes the default. Answers the new account's id.
 */
export async function addBankAccount(
  db: Db,
  owner: WalletOwner,
  account: { bankCode: string; holderName: string; accountNo: string },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, owner.id)
    const [bank] = await tx
      .select()
      .from(tenantBanks)
      .where(
        and(
          eq(tenantBanks.tenantId, owner.tenantId),
          eq(tenantBanks.bankCode, account.bankCode),
          eq(tenantBanks.active, true),
        ),
      )
    if (!bank) throw new Refusal(404, apiMessages.bankNotFound)
    const [existing] = await tx
      .select({ n: count() })
      .from(playerBankAccounts)
      .where(eq(playerBankAccounts.playerId, owner.id))
    const held = existing?.n ?? 0
    if (held >= maxBankAccounts) throw new Refusal(409, apiMessages.bankAccountLimit)
    const [added] = await tx
      .insert(playerBankAccounts)
      .values({
        tenantId: owner.tenantId,
        playerId: owner.id,
        bankCode: account.bankCode,
        holderName: tidyHolderName(account.holderName),
        accountNo: account.accountNo,
        isDefault: held === 0,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: playerBankAccounts.id })
    if (!added) throw new Refusal(409, apiMessages.bankAccountExists)
    return added.id
  })
}
