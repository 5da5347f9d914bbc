import { createHash } from 'node:crypto'
import { apiMessages, type ProviderCallbackName, type providerCallbacks } from '@lobbykit/contract'
import { and, eq, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import { lockWallet } from '../cashier/ledger'
import type { Db } from '../db/client'
import { gameRounds, providerTransactions } from '../db/schema'
import type { GameTokenHolder } from '../games/gameTokens'
import { currentBalance, payWin, placeBet, refundBet } from '../games/gameWallet'
import { Refusal } from '../http/refusal'

/**
 * The seamless wallet a provider calls back (docs/product.md#provider-adapter). The route has checked the
 * signature and resolved the game token; here every callback runs in one database transaction holding the
 * player's wallet lock, so its round, its ledger rows and its provider_transactions row commit together, and
 * callbacks of one player run one at a time.
 *
 * Each debit, credit and rollback is idempotent by the provider's transaction_id: its row keeps the hash of the
 * request and the first answer, a repeat answers that answer and moves nothing, and the same id sent with another
 * body or as another callback is refused (`requestIdReused`). A rollback of a debit never seen leaves a
 * `tombstone` debit under that id, so the debit arriving late is refused (`transactionRolledBack`).
 */

export type CallbackBody<K extends ProviderCallbackName> = z.infer<(typeof providerCallbacks)[K]>

export interface WalletAnswer {
  statusCode: 1
  message: 'OK'
  balance: number
  currency: string
}

/** What provider_transactions.answer keeps: the request's hash and the answer given. */
interface StoredAnswer {
  request_hash: string
  balance: number
  currency: string
}

const answerOf = (balance: number, currency: string): WalletAnswer => ({
  statusCode: 1,
  message: 'OK',
  balance,
  currency,
})

/** The hash of a callback: its name and every field of its body, keys sorted. */
function callbackHash(name: ProviderCallbackName, body: Record<string, unknown>): string {
  const sorted = Object.keys(body)
    .sort()
    .map((key) => [key, body[key]])
  return createHash('sha256')
    .update(JSON.stringify([name, sorted]))
    .digest('hex')
}

interface Callback<K extends ProviderCallbackName> {
  holder: GameTokenHolder
  providerCode: string
  body: CallbackBody<K>
  now: Date
}

/** balance: the player's game balance. */
export async function walletBalance(db: Db, callback: Callback<'balance'>): Promise<WalletAnswer> {
  // docs/product.md#deposit-bonus: a game sees the game balance plus the bonus balance.
  const balance = await db.transaction(async (tx) => {
    await lockWallet(tx, callback.holder.player.id)
    return currentBalance(tx, callback.holder.player.id)
  })
  return answerOf(balance, callback.holder.tenant.currency)
}

type TxRow = typeof providerTransactions.$inferSelect

async function transactionRow(
  tx: Db,
  providerCode: string,
  transactionId: string,
): Promise<TxRow | undefined> {
  const [row] = await tx
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerCode, providerCode),
        eq(providerTransactions.transactionId, transactionId),
      ),
    )
    .limit(1)
  return row
}

/** The first answer of a repeated callback; refuses the id used for another body or callback. */
function replayOf(row: TxRow, hash: string): WalletAnswer {
  const stored = row.answer as StoredAnswer | null
  if (row.status === 'tombstone') throw new Refusal(409, apiMessages.transactionRolledBack)
  if (!stored || stored.request_hash !== hash) throw new Refusal(409, apiMessages.requestIdReused)
  if (row.kind === 'debit' && row.status === 'rolled_back') {
    throw new Refusal(409, apiMessages.transactionRolledBack)
  }
  return answerOf(Number(stored.balance), stored.currency)
}

/**
 * Runs one debit, credit or rollback: locks the wallet, answers a repeat from its row, else does `act` and
 * stores its row with the answer.
 */
async function idempotent<K extends Exclude<ProviderCallbackName, 'balance'>>(
  db: Db,
  name: K,
  callback: Callback<K>,
  act: (tx: Db) => Promise<{ balance: number; roundId: number | null; amount: number }>,
): Promise<WalletAnswer> {
  const { holder, providerCode, body, now } = callback
  const hash = callbackHash(name, body)
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    await lockWallet(tx, holder.player.id)
    const earlier = await transactionRow(tx, providerCode, body.transaction_id)
    if (earlier) return replayOf(earlier, hash)
    const done = await act(tx)
    const stored: StoredAnswer = {
      request_hash: hash,
      balance: done.balance,
      currency: holder.tenant.currency,
    }
    await tx.insert(providerTransactions).values({
      providerCode,
      transactionId: body.transaction_id,
      kind: name,
      status: 'done',
      tenantId: holder.player.tenantId,
      playerId: holder.player.id,
      roundId: done.roundId,
      amount: done.amount,
      answer: stored,
      createdAt: now,
    })
    return answerOf(done.balance, holder.tenant.currency)
  })
}

type RoundRow = typeof gameRounds.$inferSelect

/** The provider's round of this player and game, if any. */
async function roundOf(tx: Db, callback: Callback<'debit' | 'credit'>): Promise<RoundRow | undefined> {
  const { holder, providerCode, body } = callback
  const [round] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.providerCode, providerCode), eq(gameRounds.providerRoundId, body.round_id)))
    .limit(1)
  if (!round) return undefined
  // Another player's (or game's) round id is not this player's round.
  if (round.playerId !== holder.player.id || round.gameId !== holder.game.id) {
    throw new Refusal(404, apiMessages.roundNotFound)
  }
  return round
}

/**
 * debit: a bet. Opens the round (`game_rounds`, status open) or adds to its stake (a round a credit settled
 * opens again), then takes the stake through `placeBet`; more than the balance is refused and writes nothing.
 */
export function walletDebit(db: Db, callback: Callback<'debit'>): Promise<WalletAnswer> {
  const { holder, providerCode, body, now } = callback
  return idempotent(db, 'debit', callback, async (tx) => {
    const existing = await roundOf(tx, callback)
    let roundId: number
    if (existing) {
      roundId = existing.id
      await tx
        .update(gameRounds)
        .set({ stake: sql`${gameRounds.stake} + ${body.amount}`, status: 'open', settledAt: null })
        .where(eq(gameRounds.id, roundId))
    } else {
      const [round] = await tx
        .insert(gameRounds)
        .values({
          tenantId: holder.player.tenantId,
          playerId: holder.player.id,
          gameId: holder.game.id,
          providerCode,
          providerRoundId: body.round_id,
          stake: body.amount,
          status: 'open',
          createdAt: now,
        })
        .returning({ id: gameRounds.id })
      if (!round) throw new Error('The round was not stored')
      roundId = round.id
    }
    const balance = await placeBet(tx, {
      owner: holder.player,
      gameId: holder.game.id,
      roundId,
      amount: body.amount,
      now,
    })
    return { balance, roundId, amount: body.amount }
  })
}

/** credit: a round's win (0 settles a lost round). The round must exist and not be rolled back. */
export function walletCredit(db: Db, callback: Callback<'credit'>): Promise<WalletAnswer> {
  const { holder, body, now } = callback
  return idempotent(db, 'credit', callback, async (tx) => {
    const round = await roundOf(tx, callback)
    if (!round || round.status === 'rolled_back') throw new Refusal(404, apiMessages.roundNotFound)
    const balance = await payWin(tx, {
      owner: holder.player,
      gameId: holder.game.id,
      roundId: round.id,
      amount: body.amount,
      now,
    })
    await tx
      .update(gameRounds)
      .set({ payout: sql`${gameRounds.payout} + ${body.amount}`, status: 'settled', settledAt: now })
      .where(eq(gameRounds.id, round.id))
    return { balance, roundId: round.id, amount: body.amount }
  })
}

/**
 * rollback: undoes a debit. Its stake comes back (`refundBet`), the debit is marked rolled_back and the round's
 * stake shrinks; a round left with no stake and no payout is rolled_back. A debit never seen gets a tombstone;
 * one already undone, or a tombstone, moves nothing.
 */
export function walletRollback(db: Db, callback: Callback<'rollback'>): Promise<WalletAnswer> {
  const { holder, providerCode, body, now } = callback
  return idempotent(db, 'rollback', callback, async (tx) => {
    const debit = await transactionRow(tx, providerCode, body.reference_transaction_id)
    const balanceNow = async () => {
      await lockWallet(tx, holder.player.id)
      return currentBalance(tx, holder.player.id)
    }
    if (!debit) {
      await tx.insert(providerTransactions).values({
        providerCode,
        transactionId: body.reference_transaction_id,
        kind: 'debit',
        status: 'tombstone',
        tenantId: holder.player.tenantId,
        playerId: holder.player.id,
        roundId: null,
        amount: 0,
        answer: null,
        createdAt: now,
      })
      return { balance: await balanceNow(), roundId: null, amount: 0 }
    }
    if (debit.kind !== 'debit' || debit.playerId !== holder.player.id) {
      throw new Refusal(404, apiMessages.roundNotFound)
    }
    if (debit.status !== 'done' || debit.roundId === null) {
      return { balance: await balanceNow(), roundId: debit.roundId, amount: 0 }
    }
    const [round] = await tx
      .update(gameRounds)
      .set({ stake: sql`${gameRounds.stake} - ${debit.amount}` })
      .where(eq(gameRounds.id, debit.roundId))
      .returning()
    if (!round) throw new Error(`Round ${debit.roundId} of debit ${debit.transactionId} is missing`)
    if (round.stake === 0 && round.payout === 0) {
      await tx
        .update(gameRounds)
        .set({ status: 'rolled_back', settledAt: now })
        .where(eq(gameRounds.id, round.id))
    }
    await tx
      .update(providerTransactions)
      .set({ status: 'rolled_back' })
      .where(eq(providerTransactions.id, debit.id))
    const balance = await refundBet(tx, {
      owner: holder.player,
      gameId: round.gameId,
      roundId: round.id,
      amount: debit.amount,
      now,
    })
    return { balance, roundId: round.id, amount: debit.amount }
  })
}
