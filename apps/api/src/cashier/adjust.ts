import { operatorMessages } from '@lobbykit/contract/operator'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { ledgerEntries, players } from '../db/schema'
import { Refusal } from '../http/refusal'
import { lockWallet, moveGameBalance } from './ledger'

/** The ledger reference of an operator's adjustment: its request id, so a retry finds the first one. */
export const adjustmentReference = (requestId: string) => `adjust:${requestId}`

export interface Adjustment {
  playerId: number
  /** Signed minor units. */
  amount: number
  requestId: string
  now: Date
}

/**
 * Credits or debits a player's game balance by an operator's hand (docs/operators.md#cashier), once per request
 * id, under the wallet lock, with its ledger row (kind `adjustment`). A debit larger than the balance is refused:
 * the balance never goes below zero. Answers the ledger row's id and the balance after; a retried request id
 * answers the first result (`repeated`) and moves nothing.
 */
export async function adjustBalance(
  tx: Db,
  adjustment: Adjustment,
): Promise<{ entryId: number; balance: number; repeated: boolean }> {
  const [player] = await tx
    .select({ id: players.id, tenantId: players.tenantId })
    .from(players)
    .where(eq(players.id, adjustment.playerId))
  if (!player) throw new Refusal(404, operatorMessages.playerNotFound)
  await lockWallet(tx, player.id)
  const reference = adjustmentReference(adjustment.requestId)
  const [earlier] = await tx
    .select({ id: ledgerEntries.id, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, player.id), eq(ledgerEntries.reference, reference)))
  if (earlier) return { entryId: earlier.id, balance: earlier.balanceAfter, repeated: true }
  const balance = await moveGameBalance(tx, {
    owner: player,
    amount: adjustment.amount,
    kind: 'adjustment',
    reference,
    now: adjustment.now,
  })
  if (balance === undefined) throw new Refusal(409, operatorMessages.adjustmentTooLarge)
  const [row] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, player.id), eq(ledgerEntries.reference, reference)))
  return { entryId: row?.id ?? 0, balance, repeated: false }
}
