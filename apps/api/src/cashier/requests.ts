import { createHash } from 'node:crypto'
import { apiMessages, type WalletTransactionStatus } from '@lobbykit/contract'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { walletTransactions } from '../db/schema'
import { Refusal } from '../http/refusal'

/** What every money request answers, stored with its transaction and given again to a retry. */
export interface MoneyAnswer {
  transaction_id: number
  status: WalletTransactionStatus
  balance: number
}

/** The hash of what a request asks for; a retry with the same request_id must hash alike. */
export function requestHash(kind: 'deposit' | 'withdrawal', fields: Record<string, number | string>): string {
  const sorted = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key]])
  return createHash('sha256')
    .update(JSON.stringify([kind, sorted]))
    .digest('hex')
}

/**
 * The first answer to this request_id of the player, when it was used before with the same body; refuses it
 * used with another body (`requestIdReused`). Call it holding the wallet lock, so a concurrent first try has
 * either committed (and is found) or not started.
 */
export async function replayOf(
  tx: Db,
  playerId: number,
  requestId: string,
  hash: string,
): Promise<MoneyAnswer | undefined> {
  const [earlier] = await tx
    .select({ requestHash: walletTransactions.requestHash, answer: walletTransactions.answer })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.playerId, playerId), eq(walletTransactions.requestId, requestId)))
    .limit(1)
  if (!earlier) return undefined
  if (earlier.requestHash !== hash) throw new Refusal(409, apiMessages.requestIdReused)
  if (!earlier.answer) throw new Error(`Transaction of request ${requestId} has no stored answer`)
  // jsonb keeps its own key order: answer in the order of the first answer, so a retry gets the same text.
  const { transaction_id, status, balance } = earlier.answer as MoneyAnswer
  return { transaction_id, status, balance }
}
