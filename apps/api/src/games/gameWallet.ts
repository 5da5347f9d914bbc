import { apiMessages } from '@lobbykit/contract'
import { eq, sql } from 'drizzle-orm'
import { activeBonusOf, countWagering, roundStakeSplit } from '../bonus/bonus'
import { type MoneyBalance, moveBalance, type WalletBalances, type WalletOwner } from '../cashier/ledger'
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

/** Moves one balance of a round's player with its ledger row (`round:<id>`); a stake also adds its turnover. */
async function move(
  tx: Db,
  moveOf: RoundMove,
  kind: string,
  signed: number,
  balance: MoneyBalance = 'game_balance',
  turnover = 0,
): Promise<WalletBalances | undefined> {
  const { owner, gameId, now } = moveOf
  const reference = roundReference(moveOf.roundId)
  const moved = await moveBalance(tx, balance, {
    owner,
    amount: signed,
    kind,
    reference,
    now,
    gameId,
    turnover,
  })
  return moved?.wallet
}

/**
 * What a game sees as the player's balance: the game balance plus the bonus balance, which stakes draw on after it
 * (docs/product.md#deposit-bonus).
 */
const playable = (wallet: WalletBalances) => wallet.cash + wallet.bonus

/**
 * Takes a bet's stake (a `bet` ledger row), counts it as turnover, earns the minigame tokens it passes
 * (docs/product.md#minigame) and marks the game recently played. The stake draws on the game balance first and on
 * the bonus balance for the rest, a `bet` row of each wallet it draws on, and counts towards an active bonus's
 * wagering on its games (docs/product.md#deposit-bonus). A stake larger than both balances moves nothing and is
 * refused (`insufficientFunds`). Answers the balance after (game plus bonus).
 */
export async function placeBet(tx: Db, bet: RoundMove): Promise<number> {
  const insufficient = new Refusal(402, apiMessages.insufficientFunds)
  const [wallet] = await tx
    .select({ cash: wallets.gameBalance, bonus: wallets.bonusBalance })
    .from(wallets)
    .where(eq(wallets.playerId, bet.owner.id))
    .for('update')
  if (!wallet) throw insufficient
  const fromCash = Math.min(wallet.cash, bet.amount)
  const fromBonus = bet.amount - fromCash
  if (fromBonus > wallet.bonus) throw insufficient
  let after: WalletBalances | undefined
  if (fromCash > 0 || fromBonus === 0) {
    after = await move(tx, { ...bet, amount: fromCash }, 'bet', -fromCash, 'game_balance', bet.amount)
    if (after === undefined) throw insufficient
  }
  if (fromBonus > 0) {
    after = await move(
      tx,
      { ...bet, amount: fromBonus },
      'bet',
      -fromBonus,
      'bonus_balance',
      fromCash > 0 ? 0 : bet.amount,
    )
    if (after === undefined) throw insufficient
  }
  if (after === undefined) throw insufficient
  await earnTokens(tx, bet, after.turnover)
  await tx
    .insert(recentGames)
    .values({ playerId: bet.owner.id, gameId: bet.gameId, playedAt: bet.now })
    .onConflictDoUpdate({ target: [recentGames.playerId, recentGames.gameId], set: { playedAt: bet.now } })
  // A release moves bonus to cash: the sum the game sees does not change.
  await countWagering(tx, bet.owner, bet.gameId, bet.amount, bet.now)
  return playable(after)
}

/**
 * docs/product.md#deposit-bonus: while a bonus is active, the part of a round's money (a win or a refund) that the
 * round's stake drew from the bonus balance goes back to it; the rest, and everything once the bonus has closed, goes
 * to the game balance. A win is shared in proportion to the stake (the bonus part rounded down); a refund returns the
 * bonus part first.
 */
async function payBack(
  tx: Db,
  moveOf: RoundMove,
  kind: 'win' | 'bet_refund',
): Promise<WalletBalances | undefined> {
  let toBonus = 0
  if (await activeBonusOf(tx, moveOf.owner.id)) {
    const stake = await roundStakeSplit(tx, moveOf.owner.id, roundReference(moveOf.roundId))
    if (stake.bonus > 0)
      toBonus =
        kind === 'win'
          ? Math.floor((moveOf.amount * stake.bonus) / Math.max(stake.total, stake.bonus))
          : Math.min(moveOf.amount, stake.bonus)
  }
  const toCash = moveOf.amount - toBonus
  let after: WalletBalances | undefined
  if (toCash > 0) after = await move(tx, { ...moveOf, amount: toCash }, kind, toCash)
  if (toBonus > 0) after = await move(tx, { ...moveOf, amount: toBonus }, kind, toBonus, 'bonus_balance')
  return after
}

/** Pays a round's win (a `win` ledger row); a win of 0 writes nothing. Answers the balance after (game plus bonus). */
export async function payWin(tx: Db, win: RoundMove): Promise<number> {
  if (win.amount === 0) return currentBalance(tx, win.owner.id)
  const balance = await payBack(tx, win, 'win')
  if (balance === undefined) throw new Error(`Win of round ${win.roundId} could not be paid`)
  return playable(balance)
}

/**
 * Gives a rolled-back bet's stake back (a `bet_refund` ledger row); a stake that no longer counts comes off an active
 * bonus's wagering. Answers the balance after (game plus bonus).
 */
export async function refundBet(tx: Db, refund: RoundMove): Promise<number> {
  if (refund.amount === 0) return currentBalance(tx, refund.owner.id)
  const balance = await payBack(tx, refund, 'bet_refund')
  if (balance === undefined) throw new Error(`Bet of round ${refund.roundId} could not be refunded`)
  await countWagering(tx, refund.owner, refund.gameId, -refund.amount, refund.now)
  return playable(balance)
}

/** The balance a game sees: the game balance plus the bonus balance (docs/product.md#deposit-bonus). */
export async function currentBalance(tx: Db, playerId: number): Promise<number> {
  const [wallet] = await tx
    .select({ cash: wallets.gameBalance, bonus: wallets.bonusBalance })
    .from(wallets)
    .where(eq(wallets.playerId, playerId))
  return (wallet?.cash ?? 0) + (wallet?.bonus ?? 0)
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
