import type {
  BetRound,
  StatementEntry,
  WalletTransaction,
  WalletTransactionStatus,
  WalletTransactionType,
} from '@lobbykit/contract'
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { games, ledgerEntries, walletTransactions } from '../db/schema'
import { Refusal } from '../http/refusal'
import { transactionIdOf } from './ledger'
import { rowsOf } from './rows'

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

interface RoundRow {
  id: string | number
  amount: string | number
  created_at: string | Date
  next_kind: string | null
  next_amount: string | number | null
  next_game: number | null
  next_at: string | Date | null
  game_id: number | null
  game_code: string | null
  game_name: string | null
  category: string | null
  provider_code: string | null
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value))

/**
 * Game rounds, newest first, in the shape of docs/product.md#bet-display. There is no round table yet: until
 * the games issue adds one, a round is a `bet` ledger row and the `win` row that follows it on the same game.
 * Sports fields stay empty for these casino rounds.
 */
export async function betHistoryOf(
  db: Db,
  playerId: number,
  query: HistoryQuery,
): Promise<{ items: BetRound[]; total: number }> {
  const range = sql.join(
    [
      sql`true`,
      ...(query.from ? [sql`r.created_at >= ${query.from.toISOString()}::timestamptz`] : []),
      ...(query.to ? [sql`r.created_at < ${query.to.toISOString()}::timestamptz`] : []),
    ],
    sql` and `,
  )
  const rounds = sql`
    with r as (
      select l.id, l.kind, l.amount, l.game_id, l.created_at,
        lead(l.kind) over w as next_kind, lead(l.amount) over w as next_amount,
        lead(l.game_id) over w as next_game, lead(l.created_at) over w as next_at
      from ledger_entries l
      where l.player_id = ${playerId} and l.wallet = 'game_balance' and l.kind in ('bet', 'win')
      window w as (order by l.id)
    )`
  const [rows, counted] = await Promise.all([
    db.execute(sql`${rounds}
      select r.id, r.amount, r.created_at, r.next_kind, r.next_amount, r.next_game, r.next_at, r.game_id,
        g.code as game_code, g.name as game_name, g.category, p.code as provider_code
      from r left join games g on g.id = r.game_id left join providers p on p.id = g.provider_id
      where r.kind = 'bet' and ${range}
      order by r.id desc limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute(sql`${rounds} select count(*)::int as n from r where r.kind = 'bet' and ${range}`),
  ])
  const items = rowsOf<RoundRow>(rows).map((row): BetRound => {
    const won = row.next_kind === 'win' && row.next_game === row.game_id
    const stake = -Number(row.amount)
    const payout = won ? Number(row.next_amount) : 0
    const createdAt = asDate(row.created_at)
    return {
      round_id: `L${row.id}`,
      game_code: row.game_code ?? '',
      game_name: row.game_name ?? '',
      provider_code: row.provider_code ?? '',
      category: row.category ?? '',
      stake,
      payout,
      net: payout - stake,
      status: 'settled',
      created_at: createdAt.toISOString(),
      settled_at: (won && row.next_at ? asDate(row.next_at) : createdAt).toISOString(),
      bet_type: '',
      home_away: '',
      criteria1: '',
      home_team_name: '',
      away_team_name: '',
      team_names: {},
    }
  })
  const [total] = rowsOf<{ n: number }>(counted)
  return { items, total: Number(total?.n ?? 0) }
}
