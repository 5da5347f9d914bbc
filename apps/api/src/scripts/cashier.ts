/**
 * Settles cashier transactions from the command line until the operator console exists
 * (docs/product.md#cashier). It calls the same operations a console will (`src/cashier/operator.ts`).
 *
 *   pnpm cashier pending [--tenant <code>]          lists pending deposits and withdrawals, oldest first
 *   pnpm cashier approve <transaction_id>           credits a deposit / pays a withdrawal out
 *   pnpm cashier reject <transaction_id> [--reason <text>]   refuses it (a withdrawal's money comes back)
 *
 * With DATABASE_URL it works on that PostgreSQL; without, on the embedded PGlite folder, which only one
 * process may open: stop the server first.
 */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { approveTransaction, listPending, rejectTransaction } from '../cashier/operator'
import type { Db } from '../db/client'
import { openDatabase } from '../db/client'
import { Refusal } from '../http/refusal'

const usage = `Usage:
  pnpm cashier pending [--tenant <code>]
  pnpm cashier approve <transaction_id>
  pnpm cashier reject <transaction_id> [--reason <text>]`

/** Runs one cashier command and answers what to print and the exit code; the tests call it directly. */
export async function runCashierCommand(
  db: Db,
  argv: string[],
  now = new Date(),
): Promise<{ output: string; exitCode: number }> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    return { output: `${(error as Error).message}\n${usage}`, exitCode: 2 }
  }
  const { values, positionals } = parsed
  const [command, id, ...extra] = positionals
  if (command === 'pending' && id === undefined) {
    const rows = await listPending(db, { tenantCode: values.tenant })
    if (rows.length === 0) return { output: 'Nothing is pending.', exitCode: 0 }
    const lines = rows.map(
      (row) =>
        `#${row.transactionId}  ${row.createdAt.toISOString()}  ${row.tenantCode}  ${row.accountId}  ${row.type}  ${row.amount} ${row.currency} (minor units)  ${row.via}`,
    )
    return { output: lines.join('\n'), exitCode: 0 }
  }
  if ((command === 'approve' || command === 'reject') && id !== undefined && extra.length === 0) {
    const transactionId = Number(id)
    if (!Number.isSafeInteger(transactionId) || transactionId < 1 || transactionId > 2_147_483_647) {
      return { output: `Not a transaction id: ${id}\n${usage}`, exitCode: 2 }
    }
    try {
      const settled =
        command === 'approve'
          ? await approveTransaction(db, transactionId, { by: 'cli', now })
          : await rejectTransaction(db, transactionId, { by: 'cli', reason: values.reason ?? '', now })
      const { transaction, balance } = settled
      return {
        output: `#${transaction.id} ${transaction.type} of ${transaction.amount} is ${transaction.status}; the player's balance is ${balance}.`,
        exitCode: 0,
      }
    } catch (error) {
      if (error instanceof Refusal) return { output: `#${transactionId}: ${error.message}`, exitCode: 1 }
      throw error
    }
  }
  return { output: usage, exitCode: 2 }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { reason: { type: 'string' }, tenant: { type: 'string' } },
  })
}

const invokedDirectly = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]
if (invokedDirectly) {
  const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
  const database = await openDatabase({
    url: process.env.DATABASE_URL,
    dataDir: process.env.PGLITE_DIR ?? here('../../.data/pglite'),
    migrationsFolder: here('../../drizzle'),
  })
  try {
    await database.migrate()
    const { output, exitCode } = await runCashierCommand(database.db, process.argv.slice(2))
    if (exitCode === 0) console.log(output)
    else console.error(output)
    process.exitCode = exitCode
  } finally {
    await database.close()
  }
}
