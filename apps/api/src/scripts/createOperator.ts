/**
 * `pnpm operator:create --email <address> --role <role> [--name <name>]` (docs/deploy.md#first-owner): makes an
 * operator account from the command line, above all the first owner of a production database, which has no
 * demo operators; the owner then makes the others in the console (docs/operators.md#roles). The password is read
 * from LOBBYKIT_OPERATOR_PASSWORD, else from standard input (typed unseen on a terminal, or the first line piped
 * in), never from the command line, where the shell's history and the process list would show it. The same rules
 * as the console's apply to it, and the audit log records the account as made by `cli`.
 *
 * With DATABASE_URL it works on that PostgreSQL; without, on the embedded PGlite folder, which only one process
 * may open: stop the server first.
 */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { operatorCreateRequestSchema, operatorRoles } from '@lobbykit/contract/operator'
import { readEnvironment } from '../config/environment'
import type { Db } from '../db/client'
import { openDatabase } from '../db/client'
import { normalizeEmail, type OperatorRow, openOperatorAccount } from '../operators/accounts'
import { isCommonPassword } from '../security/commonPasswords'
import { readPassword } from './readPassword'

export const createOperatorUsage = `Usage: pnpm operator:create --email <address> --role <${operatorRoles.join('|')}> [--name <name>]
The password comes from LOBBYKIT_OPERATOR_PASSWORD, else from standard input; never from the command line.`

interface OperatorFields {
  email: string
  role: string
  name?: string | undefined
}

/** The account the command line names, or what to print and the exit code when it names none. */
export function parseOperatorArgs(
  argv: string[],
): { ok: true; fields: OperatorFields } | { ok: false; output: string; exitCode: number } {
  try {
    const { values } = parseArgs({
      // `pnpm operator:create -- --email ...` passes the `--` on.
      args: argv[0] === '--' ? argv.slice(1) : argv,
      strict: true,
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    })
    if (!values.email || !values.role) return { ok: false, output: createOperatorUsage, exitCode: 2 }
    return { ok: true, fields: { email: values.email, role: values.role, name: values.name } }
  } catch (error) {
    return { ok: false, output: `${(error as Error).message}\n${createOperatorUsage}`, exitCode: 2 }
  }
}

/**
 * Makes the account with `password`, checked as the console checks it (docs/operators.md#roles), and its audit
 * entry, in one transaction; answers what to print and the exit code. The tests call it.
 */
export async function createOperatorAccount(
  db: Db,
  fields: OperatorFields,
  password: string,
  now = new Date(),
): Promise<{ output: string; exitCode: number }> {
  const email = normalizeEmail(fields.email)
  const parsed = operatorCreateRequestSchema.safeParse({
    email,
    role: fields.role,
    name: fields.name ?? email.split('@')[0],
    password,
  })
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    return { output: problems.join('\n'), exitCode: 2 }
  }
  if (isCommonPassword(password)) {
    return { output: 'password: this is one of the most common passwords; choose another', exitCode: 2 }
  }
  const account = parsed.data
  let made: OperatorRow | undefined
  try {
    made = await openOperatorAccount(db, account, 'cli', now)
  } catch (error) {
    if (!isMissingTable(error)) throw error
    return { output: 'The database has no tables yet: run `pnpm migrate` first.', exitCode: 1 }
  }
  if (!made) return { output: `An operator with the address ${account.email} exists already.`, exitCode: 1 }
  return { output: `Made the ${made.role} ${made.email} (${made.name}).`, exitCode: 0 }
}

/** PostgreSQL's `undefined_table`, wherever in the error's causes. */
function isMissingTable(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 4; at = at.cause, depth++) {
    if ((at as { code?: unknown }).code === '42P01') return true
  }
  return false
}

const invokedDirectly = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]
if (invokedDirectly) {
  const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
  const read = readEnvironment(process.env)
  const args = parseOperatorArgs(process.argv.slice(2))
  if (!read.ok) {
    console.error(read.problems.join('\n'))
    process.exitCode = 1
  } else if (!args.ok) {
    console.error(args.output)
    process.exitCode = args.exitCode
  } else {
    const password = await readPassword(process.env, process.stdin, process.stderr)
    const database = await openDatabase({
      url: read.environment.DATABASE_URL,
      dataDir: read.environment.PGLITE_DIR ?? here('../../.data/pglite'),
      migrationsFolder: here('../../drizzle'),
    })
    try {
      const { output, exitCode } = await createOperatorAccount(database.db, args.fields, password)
      if (exitCode === 0) console.log(output)
      else console.error(output)
      process.exitCode = exitCode
    } finally {
      await database.close()
    }
  }
}
