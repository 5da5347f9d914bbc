import type pg from 'pg'
import type { MoneyRecord } from './players'

/**
 * docs/architecture.md#money: every balance is the sum of its ledger rows (all four wallet columns), over the
 * whole database; and no balance or balance_after below zero. (The query of apps/api/src/providers/testing.ts.)
 */
export async function walletAudit(db: pg.Pool) {
  const sumOf = (wallet: string) =>
    `coalesce((select sum(l.amount) from ledger_entries l where l.player_id = w.player_id and l.wallet = '${wallet}'), 0)`
  const { rows } = await db.query<{
    wallets: number
    mismatched: number
    lowest_balance: number
    lowest_after: number
  }>(`
    select
      (select count(*)::int from wallets) as wallets,
      (select count(*)::int from wallets w where
        w.game_balance <> ${sumOf('game_balance')}
        or w.game_token <> ${sumOf('game_token')}
        or w.minigame_token_balance <> ${sumOf('minigame_token')}
        or w.minigame_frozen_token <> ${sumOf('minigame_frozen')}
      ) as mismatched,
      (select least(min(game_balance), min(game_token), min(minigame_token_balance), min(minigame_frozen_token))::int
        from wallets) as lowest_balance,
      (select min(balance_after)::int from ledger_entries) as lowest_after`)
  const row = rows[0]
  if (!row) throw new Error('no audit row')
  return row
}

/** The ledger rows a money answer must have: kind -> signed amount (exactly one row of each). */
function expectedRows(record: MoneyRecord): { reference: string; rows: Record<string, number> } {
  const answer = record.answer
  if (record.call === 'originalsRound') {
    // apps/api/src/games/gameWallet.ts: `round:<id>`; the answer's round_id is `R<id>`.
    const id = String(answer.round_id).replace(/^R/, '')
    const win = Number(answer.win)
    return {
      reference: `round:${id}`,
      rows: win > 0 ? { bet: -record.amount, win } : { bet: -record.amount },
    }
  }
  // apps/api/src/cashier/ledger.ts: `wallet_tx:<id>`.
  const reference = `wallet_tx:${String(answer.transaction_id)}`
  if (record.call === 'deposit') return { reference, rows: { deposit: record.amount } }
  return { reference, rows: { withdrawal: -record.amount } }
}

export interface LedgerCheck {
  /** Money requests answered OK. */
  answered: number
  /** ... whose ledger rows are there, exactly once each, with the right amounts. */
  exactlyOnce: number
  /** Answered OK, but a row is missing (a lost effect). */
  lost: string[]
  /** A row more than once, or a wrong amount (a doubled effect). */
  doubled: string[]
  /**
   * Money rows of the run's players (cashier transactions and rounds) that no OK answer accounts for: an effect
   * of a request the client never saw answered (and never resolved by resending it).
   */
  unexplained: number
  /** Any reference in the whole ledger with two rows of one kind (deposit, withdrawal, bet, win). */
  duplicateReferences: number
}

/**
 * Checks every money answer against the ledger: its rows there exactly once with the answered amounts, none
 * missing or doubled, and no cashier transaction or round of the run's players that no answer explains.
 */
export async function checkLedger(
  db: pg.Pool,
  records: MoneyRecord[],
  players: string[],
): Promise<LedgerCheck> {
  const wanted = records.map((record) => ({ record, ...expectedRows(record) }))
  const found = new Map<string, Map<string, { count: number; total: number }>>()
  const references = [...new Set(wanted.map((item) => item.reference))]
  for (let start = 0; start < references.length; start += 5000) {
    const { rows } = await db.query<{ reference: string; kind: string; n: number; total: string }>(
      `select reference, kind, count(*)::int as n, sum(amount)::text as total from ledger_entries
       where wallet = 'game_balance' and reference = any($1) group by reference, kind`,
      [references.slice(start, start + 5000)],
    )
    for (const row of rows) {
      const kinds = found.get(row.reference) ?? new Map()
      kinds.set(row.kind, { count: row.n, total: Number(row.total) })
      found.set(row.reference, kinds)
    }
  }
  const lost: string[] = []
  const doubled: string[] = []
  let exactlyOnce = 0
  for (const { record, reference, rows } of wanted) {
    const kinds = found.get(reference) ?? new Map<string, { count: number; total: number }>()
    let ok = true
    for (const [kind, amount] of Object.entries(rows)) {
      const row = kinds.get(kind)
      if (!row) {
        lost.push(`${record.player} ${record.call} ${record.requestId}: no ${kind} row (${reference})`)
        ok = false
      } else if (row.count !== 1 || row.total !== amount) {
        doubled.push(
          `${record.player} ${record.call} ${reference}: ${row.count} ${kind} rows, ${row.total} (want 1, ${amount})`,
        )
        ok = false
      }
    }
    for (const kind of kinds.keys())
      if (!(kind in rows) && kind !== 'deposit_fee') {
        doubled.push(`${record.player} ${record.call} ${reference}: an unexpected ${kind} row`)
        ok = false
      }
    if (ok) exactlyOnce++
  }
  const { rows: effects } = await db.query<{ transactions: number; rounds: number }>(
    `select
       (select count(*)::int from wallet_transactions t join players p on p.id = t.player_id where p.account_id = any($1)) as transactions,
       (select count(*)::int from game_rounds r join players p on p.id = r.player_id where p.account_id = any($1)) as rounds`,
    [players],
  )
  const explained = new Set(
    records.map(
      (record) => `${record.call === 'originalsRound' ? 'r' : 't'}:${record.player}:${record.requestId}`,
    ),
  )
  const unexplained = (effects[0]?.transactions ?? 0) + (effects[0]?.rounds ?? 0) - explained.size
  const { rows: duplicates } = await db.query<{ n: number }>(
    `select count(*)::int as n from (select reference, kind from ledger_entries
       where kind in ('deposit', 'withdrawal', 'bet', 'win') and reference <> ''
       group by wallet, reference, kind having count(*) > 1) d`,
  )
  return {
    answered: records.length,
    exactlyOnce,
    lost,
    doubled,
    unexplained,
    duplicateReferences: duplicates[0]?.n ?? 0,
  }
}

/** How many ledger rows there are, and a fingerprint of them (ids and amounts): to show none went away. */
export async function ledgerSnapshot(db: pg.Pool): Promise<{ rows: number; ids: Set<number> }> {
  const { rows } = await db.query<{ id: string }>('select id::text from ledger_entries')
  return { rows: rows.length, ids: new Set(rows.map((row) => Number(row.id))) }
}
