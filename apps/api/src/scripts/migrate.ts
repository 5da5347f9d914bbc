/**
 * `pnpm migrate` (docs/deploy.md#migrations): brings the database up to date and exits. With DATABASE_URL it
 * works on that PostgreSQL, under the migration lock every starting server takes too; without, on the embedded
 * PGlite folder, which only one process may open: stop the server first.
 *
 *   pnpm migrate           the migrations and our own games (the originals), as every start does
 *   pnpm migrate --demo    also the demo tenants when the database has none (refused with NODE_ENV=production)
 *
 * Deployments run it once before they start or replace the servers, and start those with MIGRATE_ON_START=0.
 */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { readEnvironment } from '../config/environment'
import { openDatabase } from '../db/client'
import { prepareDatabase } from '../db/prepareDatabase'
import { createLogger, type Logger } from '../logging/logger'

export const migrateUsage = 'Usage: pnpm migrate [--demo]'

/** Runs the command over `env` and answers its exit code; what it did goes to `logger`. The tests call it. */
export async function runMigrateCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  options: { logger: Logger; migrationsFolder: string; defaultPgliteDir: string },
): Promise<number> {
  const { logger } = options
  let demo: boolean
  try {
    const { values } = parseArgs({
      // `pnpm migrate -- --demo` passes the `--` on.
      args: argv[0] === '--' ? argv.slice(1) : argv,
      strict: true,
      options: { demo: { type: 'boolean', default: false } },
    })
    demo = values.demo
  } catch (error) {
    logger.error(`${(error as Error).message} ${migrateUsage}`)
    return 2
  }
  const read = readEnvironment(env)
  if (!read.ok) {
    for (const problem of read.problems) logger.fatal(`cannot migrate: ${problem}`)
    return 1
  }
  const environment = read.environment
  if (demo && environment.NODE_ENV === 'production') {
    logger.error('--demo is refused with NODE_ENV=production: production never holds the demo tenants')
    return 2
  }
  const database = await openDatabase({
    url: environment.DATABASE_URL,
    dataDir: environment.PGLITE_DIR ?? options.defaultPgliteDir,
    migrationsFolder: options.migrationsFolder,
    logger,
  })
  try {
    const { seeded } = await prepareDatabase(database, { demo })
    logger.info({ database: database.kind, seeded }, 'the database is up to date')
    return 0
  } catch (error) {
    logger.fatal({ err: error }, 'cannot migrate')
    return 1
  } finally {
    await database.close()
  }
}

const invokedDirectly = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]
if (invokedDirectly) {
  const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
  const level = readEnvironment(process.env)
  process.exitCode = await runMigrateCommand(process.argv.slice(2), process.env, {
    logger: createLogger({ level: level.ok ? level.environment.LOG_LEVEL : 'info' }),
    migrationsFolder: here('../../drizzle'),
    defaultPgliteDir: here('../../.data/pglite'),
  })
}
