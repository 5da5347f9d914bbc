import type { RoundOutcome, SportsSelection } from '@lobbykit/contract'
import { and, asc, eq, isNotNull, lte, type SQL } from 'drizzle-orm'
import { lockWallet } from '../cashier/ledger'
import type { Db } from '../db/client'
import { gameRounds } from '../db/schema'
import { payWin } from '../games/gameWallet'
import { everyInterval } from '../jobs/everyInterval'
import { type Logger, silentLogger } from '../logging/logger'
import { settleBet, sportsWin } from './engines/virtualSports'
import { virtualSportsSecret } from './secret'

/**
 * Settles virtual sports bets (docs/product.md#originals): an open bet whose last fixture has ended is
 * settled by the simulated results and, when every selection won, pays stake x odds. Each bet settles in its
 * own transaction under the player's wallet lock and is re-read there, so two instances (or the timer and a
 * player's history call) settling at once pay it once.
 */

type SportsOutcome = Extract<RoundOutcome, { engine: 'virtual_sports' }>

/** How many due bets one run settles at most; the next run takes the rest. */
const batchSize = 200

async function settleOne(db: Db, secret: string, round: { id: number; playerId: number }, now: Date) {
  return db.transaction(async (tx) => {
    await lockWallet(tx, round.playerId)
    const [open] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.id, round.id), eq(gameRounds.status, 'open')))
      .for('update')
    if (!open?.settlesAt || open.settlesAt.getTime() > now.getTime()) return false
    const outcome = open.outcome as SportsOutcome
    const selections: SportsSelection[] = outcome.selections.map(({ fixture_id, market, pick }) => ({
      fixture_id,
      market,
      pick,
    }))
    const result = settleBet(secret, selections, now)
    if (!result.finished) return false
    const win = result.won ? sportsWin(open.stake, outcome.odds) : 0
    if (win > 0) {
      await payWin(tx, {
        owner: { id: open.playerId, tenantId: open.tenantId },
        gameId: open.gameId,
        roundId: open.id,
        amount: win,
        now,
      })
    }
    await tx
      .update(gameRounds)
      .set({ status: 'settled', payout: win, settledAt: now, outcome: { ...outcome, won: result.won } })
      .where(eq(gameRounds.id, open.id))
    return true
  })
}

/**
 * Settles the sports bets due at `now` (only the player's, when given); answers how many it settled. A bet
 * that fails to settle is logged on `logger` and left open for the next run.
 */
export async function settleDueSportsBets(
  db: Db,
  now: Date,
  playerId?: number,
  logger: Logger = silentLogger,
): Promise<number> {
  const filters: SQL[] = [
    eq(gameRounds.status, 'open'),
    isNotNull(gameRounds.settlesAt),
    lte(gameRounds.settlesAt, now),
  ]
  if (playerId !== undefined) filters.push(eq(gameRounds.playerId, playerId))
  const due = await db
    .select({ id: gameRounds.id, playerId: gameRounds.playerId })
    .from(gameRounds)
    .where(and(...filters))
    .orderBy(asc(gameRounds.settlesAt), asc(gameRounds.id))
    .limit(batchSize)
  if (due.length === 0) return 0
  const secret = await virtualSportsSecret(db)
  let settled = 0
  for (const round of due) {
    try {
      if (await settleOne(db, secret, round, now)) settled++
    } catch (error) {
      logger.error({ err: error, roundId: round.id }, 'a sports bet could not be settled')
    }
  }
  return settled
}

/**
 * Runs `settleDueSportsBets` every `intervalMs` (never two runs at once) until stopped; the timer does not
 * keep the process alive.
 */
export function startSportsSettlement(
  db: Db,
  options: { intervalMs?: number; now?: () => Date; logger?: Logger } = {},
) {
  const now = options.now ?? (() => new Date())
  const logger = options.logger ?? silentLogger
  return everyInterval(() => settleDueSportsBets(db, now(), undefined, logger), {
    intervalMs: options.intervalMs ?? 10_000,
    logger,
    failure: 'sports settlement failed',
  })
}
