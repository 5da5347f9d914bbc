import type {
  BetRound,
  StatementEntry,
  WalletTransaction,
  WalletTransactionStatus,
  WalletTransactionType,
} from '@lobbykit/contract'
import { and, count, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { gameRounds, games, ledgerEntries, providers, walletTransactions } from '../db/schema'
import { Refusal } from '../http/refusal'
import { transactionIdOf } from './ledger'

/** A history page's filter: `from` inclusive, `to` exclusive. */
export interface HistoryQuery {
  from?: Date | undefined
  to?: Date | undefined
  page: number
  pageSize: number
}

/** Reads the date filters of a history call; refuses a range that ends before it starts. */
export function historyQuery(body: {
  date_from?: string | undefined
  date_to?: string | undefined
  page: number
  page_size: number
}): HistoryQuery {
  const from = body.date_from ? new Date(body.date_from) : undefined
  const to = body.date_to ? new Date(body.date_to) : undefined
  if (from && to && to.getTime() < from.getTime())
    throw new Refusal(400, 'date_to: must not be before date_from')
  return { from, to, page: body.page, pageSize: body.page_size }
}

const iso = (date: Date | null) => date?.toISOString() ?? null

/** The player's deposits and withdrawals, newest first, filtered by type, status and time. */
export async function transactionsOf(
  db: Db,
  playerId: number,
  query: HistoryQuery & {
    type?: WalletTransactionType | undefined
    status?: WalletTransactionStatus | undefined
  },
): Promise<{ items: WalletTransaction[]; total: number }> {
  const filters: SQL[] = [eq(walletTransactions.playerId, playerId)]
  if (query.type) filters.push(eq(walletTransactions.type, query.type))
  if (query.status) filters.push(eq(walletTransactions.status, query.status))
  if (query.from) filters.push(gte(walletTransactions.createdAt, query.from))
  if (query.to) filters.push(lt(walletTransactions.createdAt, query.to))
  const where = and(...filters)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walletTransactions)
      .where(where)
      .orderBy(desc(walletTransactions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(walletTransactions).where(where),
  ])
  return {
    items: rows.map((row) => ({
      transaction_id: row.id,
      type: row.type as WalletTransactionType,
      status: row.status as WalletTransactionStatus,
      amount: row.amount,
      fee: row.fee,
      method_name: row.methodName,
      bank_code: row.bankCode,
      bank_name: row.bankName,
      account_no_masked: row.accountNoMasked,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
      settled_at: iso(row.settledAt),
      expected_by:
        row.status === 'pending'
          ? new Date(row.createdAt.getTime() + row.etaMinutes * 60_000).toISOString()
          : null,
    })),
    total: total?.n ?? 0,
  }
}

/**
 * The statement: every game-balance ledger row of the player in the range, newest first, each with the
 * running balance after it, and the balances before and after the range.
 */
export async function statementOf(db: Db, playerId: number, query: HistoryQuery) {
  const own = [eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.wallet, 'game_balance')]
  const filters: SQL[] = [...own]
  if (query.from) filters.push(gte(ledgerEntries.createdAt, query.from))
  if (query.to) filters.push(lt(ledgerEntries.createdAt, query.to))
  const where = and(...filters)
  /** The balance after the last row before `before` (the latest without it); 0 before any row. */
  const balanceBefore = async (before: Date | undefined) => {
    const bound = before ? [lt(ledgerEntries.createdAt, before)] : []
    const [last] = await db
      .select({ balance: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(and(...own, ...bound))
      .orderBy(desc(ledgerEntries.id))
      .limit(1)
    return last?.balance ?? 0
  }
  const [rows, [total], opening, closing] = await Promise.all([
    db
      .select({ entry: ledgerEntries, gameName: games.name })
      .from(ledgerEntries)
      .leftJoin(games, eq(games.id, ledgerEntries.gameId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(ledgerEntries).where(where),
    query.from ? balanceBefore(query.from) : Promise.resolve(0),
    balanceBefore(query.to),
  ])
  const items: StatementEntry[] = rows.map(({ entry, gameName }) => ({
    entry_id: entry.id,
    kind: entry.kind,
    amount: entry.amount,
    balance_after: entry.balanceAfter,
    transaction_id: transactionIdOf(entry.reference),
    game_name: gameName ?? '',
    created_at: entry.createdAt.toISOString(),
  }))
  return { items, total: total?.n ?? 0, opening_balance: opening, closing_balance: closing }
}

/**
 * Game rounds (docs/product.md#rounds), newest first, in the shape of docs/product.md#bet-display: one line per
 * `game_rounds` row with its stake, payout and status (open until settled; sports bets carry their display
 * fields and team names per language). Rounds a provider rolled back entirely moved no money in the end and
 * are left out; their bet and refund stay on the statement.
 */
export async function betHistoryOf(
  db: Db,
  playerId: number,
  query: HistoryQuery,
): Promise<{ items: BetRound[]; total: number }> {
  const filters: SQL[] = [eq(gameRounds.playerId, playerId), ne(gameRounds.status, 'rolled_back')]
  if (query.from) filters.push(gte(gameRounds.createdAt, query.from))
  if (query.to) filters.push(lt(gameRounds.createdAt, query.to))
  const where = and(...filters)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        round: gameRounds,
        gameCode: games.code,
        gameName: games.name,
        category: games.category,
        providerCode: providers.code,
      })
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(where)
      .orderBy(desc(gameRounds.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(gameRounds).where(where),
  ])
  const items = rows.map(
    ({ round, gameCode, gameName, category, providerCode }): BetRound => ({
      round_id: `R${round.id}`,
      game_code: gameCode,
      game_name: gameName,
      provider_code: providerCode,
      category,
      stake: round.stake,
      payout: round.payout,
      net: round.payout - round.stake,
      status: round.status === 'open' ? 'open' : 'settled',
      created_at: round.createdAt.toISOString(),
      settled_at: round.status === 'open' ? null : iso(round.settledAt ?? round.createdAt),
      bet_type: round.betType,
      home_away: round.homeAway,
      criteria1: round.criteria1,
      home_team_name: round.homeTeamName,
      away_team_name: round.awayTeamName,
      team_names: (round.teamNames ?? {}) as BetRound['team_names'],
    }),
  )
  return { items, total: total?.n ?? 0 }
}
