import { apiMessages } from '@lobbykit/contract'
import { eq, sql } from 'drizzle-orm'
import type { WalletOwner } from '../cashier/ledger'
import type { Db } from '../db/client'
import { ledgerEntries, recentGames, tenants, wallets } from '../db/schema'
import { Refusal } from '../http/refusal'

/**
 * The money side of a game round (docs/product.md#rounds), shared by the providers' seamless-wallet callbacks
 * and the originals engine. Every function runs in the caller's database transaction, so a round's row and its
 * ledger rows commit together or not at all. Call `lockWallet` (cashier/ledger) first when the caller needs
 * to read the balance before deciding.
 */

export interface RoundMove {
  owner: WalletOwner
  gameId: number
  /** The game_rounds row the money belongs to: the ledger reference is `round:<id>`. */
  roundId: number
  amount: number
  now: Date
}

export const roundReference = (roundId: number) => `round:${roundId}`

async function move(tx: Db, moveOf: RoundMove, kind: string, signed: number): Promise<number | undefined> {
  const { owner } = moveOf
  const [wallet] = await tx
    .update(wallets)
    .set({
      gameBalance: sql`${wallets.gameBalance} + ${signed}`,
      ...(kind === 'bet' ? { turnover: sql`${wallets.turnover} + ${-signed}` } : {}),
    })
    .where(sql`${wallets.playerId} = ${owner.id} and ${wallets.gameBalance} >= ${Math.max(0, -signed)}`)
    .returning({ gameBalance: wallets.gameBalance, turnover: wallets.turnover })
  if (!wallet) return undefined
  await tx.insert(ledgerEntries).values({
    tenantId: owner.tenantId,
    playerId: owner.id,
    wallet: 'game_balance',
    kind,
    amount: signed,
    balanceAfter: wallet.gameBalance,
    gameId: moveOf.gameId,
    reference: roundReference(moveOf.roundId),
    createdAt: moveOf.now,
  })
  if (kind === 'bet') await earnTokens(tx, moveOf, wallet.turnover)
  return wallet.gameBalance
}

/**
 * Takes a bet's stake from the game balance (a `bet` ledger row), counts it as turnover, earns the minigame
 * tokens it passes (docs/product.md#minigame) and marks the game recently played. A stake larger than the
 * balance moves nothing and is refused (`insufficientFunds`). Answers the balance after.
 */
export async function placeBet(tx: Db, bet: RoundMove): Promise<number> {
  const balance = await move(tx, bet, 'bet', -bet.amount)
  if (balance === undefined) throw new Refusal(402, apiMessages.insufficientFunds)
  await tx
    .insert(recentGames)
    .values({ playerId: bet.owner.id, gameId: bet.gameId, playedAt: bet.now })
    .onConflictDoUpdate({ target: [recentGames.playerId, recentGames.gameId], set: { playedAt: bet.now } })
  return balance
}

/** Pays a round's win (a `win` ledger row); a win of 0 writes nothing. Answers the balance after. */
export async function payWin(tx: Db, win: RoundMove): Promise<number> {
  if (win.amount === 0) return currentBalance(tx, win.owner.id)
  const balance = await move(tx, win, 'win', win.amount)
  if (balance === undefined) throw new Error(`Win of round ${win.roundId} could not be paid`)
  return balance
}

/** Gives a rolled-back bet's stake back (a `bet_refund` ledger row). Answers the balance after. */
export async function refundBet(tx: Db, refund: RoundMove): Promise<number> {
  if (refund.amount === 0) return currentBalance(tx, refund.owner.id)
  const balance = await move(tx, refund, 'bet_refund', refund.amount)
  if (balance === undefined) throw new Error(`Bet of round ${refund.roundId} could not be refunded`)
  return balance
}

async function currentBalance(tx: Db, playerId: number): Promise<number> {
  const [wallet] = await tx
    .select({ gameBalance: wallets.gameBalance })
    .from(wallets)
    .where(eq(wallets.playerId, playerId))
  return wallet?.gameBalance ?? 0
}

/**
 * One minigame token per `minigame_turnover_per_token` of turnover: a stake that carries the turnover past one
 * or more multiples of the rate earns that many tokens (a `token_earned` row of the `minigame_token` wallet).
 */
async function earnTokens(tx: Db, bet: RoundMove, turnoverAfter: number): Promise<void> {
  const [tenant] = await tx
    .select({ rate: tenants.minigameTurnoverPerToken })
    .from(tenants)
    .where(eq(tenants.id, bet.owner.tenantId))
  const rate = tenant?.rate ?? 0
  if (rate <= 0) return
  const earned = Math.floor(turnoverAfter / rate) - Math.floor((turnoverAfter - bet.amount) / rate)
  if (earned <= 0) return
  const [wallet] = await tx
    .update(wallets)
    .set({ minigameTokenBalance: sql`${wallets.minigameTokenBalance} + ${earned}` })
    .where(eq(wallets.playerId, bet.owner.id))
    .returning({ tokens: wallets.minigameTokenBalance })
  if (!wallet) return
  await tx.insert(ledgerEntries).values({
    tenantId: bet.owner.tenantId,
    playerId: bet.owner.id,
    wallet: 'minigame_token',
    kind: 'token_earned',
    amount: earned,
    balanceAfter: wallet.tokens,
    gameId: bet.gameId,
    reference: roundReference(bet.roundId),
    createdAt: bet.now,
  })
}
