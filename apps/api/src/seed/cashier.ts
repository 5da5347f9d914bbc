import { and, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { paymentMethods, playerBankAccounts, players, tenantBanks, tenants } from '../db/schema'
import { demoTenants } from './demoTenants'
import { demoAmount } from './money'
import { demoAccount } from './players'

/**
 * Every demo tenant's cashier (docs/product.md#cashier): an instant demo top-up, a bank transfer an operator
 * approves, the banks of its currency's country, and one bank account for the demo player.
 */
export function demoPaymentMethods(currency: string) {
  return [
    {
      code: 'instant_demo',
      name: 'Instant demo top-up',
      minAmount: demoAmount(currency, 10_000),
      maxAmount: demoAmount(currency, 5_000_000),
      fee: 0,
      etaMinutes: 0,
      needsApproval: false,
      position: 0,
    },
    {
      code: 'bank_transfer',
      name: 'Bank transfer (approved by our team)',
      minAmount: demoAmount(currency, 50_000),
      maxAmount: demoAmount(currency, 50_000_000),
      fee: 0,
      etaMinutes: 30,
      needsApproval: true,
      position: 1,
    },
  ]
}

const banksByCurrency: Readonly<Record<string, [code: string, name: string][]>> = {
  PHP: [
    ['BDO', 'BDO Unibank'],
    ['BPI', 'Bank of the Philippine Islands'],
    ['MBTC', 'Metrobank'],
    ['GCASH', 'GCash'],
  ],
  USD: [
    ['CHASE', 'JPMorgan Chase'],
    ['BOFA', 'Bank of America'],
    ['WELLS', 'Wells Fargo'],
  ],
  VND: [
    ['VCB', 'Vietcombank'],
    ['TCB', 'Techcombank'],
    ['BIDV', 'BIDV'],
  ],
  MYR: [
    ['MAYBANK', 'Maybank'],
    ['CIMB', 'CIMB Bank'],
    ['PBB', 'Public Bank'],
  ],
  NPR: [
    ['NABIL', 'Nabil Bank'],
    ['NICA', 'NIC Asia Bank'],
    ['GIME', 'Global IME Bank'],
  ],
}

export function demoBanks(currency: string) {
  const banks = banksByCurrency[currency.toUpperCase()] ?? banksByCurrency.USD ?? []
  return banks.map(([bankCode, bankName], position) => ({ bankCode, bankName, position }))
}

/** The demo player's bank account on each tenant: the tenant's first bank, in the demo player's name. */
export function demoBankAccount(currency: string, tenantIndex: number) {
  return {
    bankCode: demoBanks(currency)[0]?.bankCode ?? 'BANK',
    holderName: demoAccount.fullName,
    accountNo: `00123${String(tenantIndex).padStart(3, '0')}6789`,
    isDefault: true,
  }
}

/**
 * Seeds the cashier of the demo tenants that have none: a fresh database, and one seeded before the cashier
 * existed (its tenants are found by their demo codes). Answers how many tenants it seeded.
 */
export async function seedDemoCashier(db: Db): Promise<number> {
  const codes = demoTenants.map((demo) => demo.code)
  const rows = await db
    .select({ id: tenants.id, code: tenants.code, currency: tenants.currency })
    .from(tenants)
    .where(inArray(tenants.code, codes))
  let seeded = 0
  for (const tenant of rows) {
    const [methods] = await db
      .select({ n: count() })
      .from(paymentMethods)
      .where(eq(paymentMethods.tenantId, tenant.id))
    if ((methods?.n ?? 0) > 0) continue
    await db
      .insert(paymentMethods)
      .values(demoPaymentMethods(tenant.currency).map((method) => ({ ...method, tenantId: tenant.id })))
    await db
      .insert(tenantBanks)
      .values(demoBanks(tenant.currency).map((bank) => ({ ...bank, tenantId: tenant.id })))
      .onConflictDoNothing()
    const [demo] = await db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.tenantId, tenant.id), eq(players.accountId, demoAccount.accountId)))
    if (demo) {
      await db
        .insert(playerBankAccounts)
        .values({
          ...demoBankAccount(tenant.currency, codes.indexOf(tenant.code)),
          tenantId: tenant.id,
          playerId: demo.id,
        })
        .onConflictDoNothing()
    }
    seeded++
  }
  return seeded
}
