import { apiCalls } from '@lobbykit/contract'
import { and, asc, eq } from 'drizzle-orm'
import { ledgerEntries, playerBonuses, wallets } from '../db/schema'
import { playerIdOf } from '../games/testing'
import { requestId, type SignedIn } from '../testing/players'
import type { TestApp } from '../testing/testApp'

/**
 * What the deposit bonus tests read and do (docs/product.md#deposit-bonus): an instant deposit, a player's cash and
 * bonus balances, their bonuses and their ledger lines, on the test app `app()` answers at the time of the call.
 */
export function bonusTestKit(app: () => TestApp) {
  const playerId = (who: SignedIn) => playerIdOf(app(), who)
  return {
    /** A deposit through the tenant's instant method. */
    async deposit(who: SignedIn, amount: number) {
      const t = app()
      const { methods } = apiCalls.depositMethods.response.parse((await t.call('depositMethods', who)).json)
      const method = methods.find((entry) => !entry.needs_approval)
      if (!method) throw new Error('no instant method')
      return t.call('deposit', { ...who, method_id: method.method_id, amount, request_id: requestId() })
    },
    async walletOf(who: SignedIn) {
      const [row] = await app()
        .database.db.select({ cash: wallets.gameBalance, bonus: wallets.bonusBalance })
        .from(wallets)
        .where(eq(wallets.playerId, await playerId(who)))
      if (!row) throw new Error('no wallet')
      return row
    },
    async bonusRows(who: SignedIn) {
      return app()
        .database.db.select()
        .from(playerBonuses)
        .where(eq(playerBonuses.playerId, await playerId(who)))
        .orderBy(asc(playerBonuses.id))
    },
    async ledgerOf(who: SignedIn, kind?: string) {
      return app()
        .database.db.select({
          wallet: ledgerEntries.wallet,
          kind: ledgerEntries.kind,
          amount: ledgerEntries.amount,
        })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.playerId, await playerId(who)),
            kind ? eq(ledgerEntries.kind, kind) : undefined,
          ),
        )
        .orderBy(asc(ledgerEntries.id))
    },
  }
}
