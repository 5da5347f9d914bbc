import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../db/client'
import { seedIfEmpty } from '../seed/seed'
import { migrationsFolder } from './migrationsFolder'

export { migrationsFolder }

/** A new, empty database on a PostgreSQL server, and how to drop it again (even while connections are open). */
export interface ScratchDatabase {
  url: string
  drop(): Promise<void>
}

/**
 * Creates a database on the server of `adminUrl` (TEST_DATABASE_URL), for a test that opens it itself: empty, or a
 * copy of `template`.
 */
export async function createScratchDatabase(adminUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = `lobbykit_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** The run's prepared databases (globalSetup.ts), or none when a test runs without the global setup. */
function preparedDatabases() {
  try {
    return inject('testDatabases') ?? {}
  } catch {
    return {}
  }
}

/**
 * Which database the API tests run on: PGlite when the project says so (`TEST_DATABASE=pglite`, the money tests'
 * second run, vitest.config.ts) or no TEST_DATABASE_URL is set, else a PostgreSQL database on that server.
 */
export function testDatabaseEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE === 'pglite' || !process.env.TEST_DATABASE_URL ? 'pglite' : 'postgres'
}

/**
 * A fresh, migrated and seeded (unless `seed: false`) database for one test file: in-memory PGlite, or a new
 * database on TEST_DATABASE_URL's server dropped again by `close()` (testDatabaseEngine). Each is a copy of the one
 * the run prepared once (docs/architecture.md#test-databases); without it, it is migrated and seeded here.
 */
export async function openTestDatabase(options: { seed?: boolean } = {}): Promise<Database> {
  const kind = options.seed === false ? 'migrated' : 'seeded'
  const prepared = preparedDatabases()
  const adminUrl = process.env.TEST_DATABASE_URL
  let database: Database
  let dropDatabase = async () => {}
  let copied = false
  if (testDatabaseEngine() === 'postgres' && adminUrl) {
    const template = prepared.postgres?.[kind]
    const scratch = await createScratchDatabase(adminUrl, template)
    database = await openDatabase({ url: scratch.url, migrationsFolder })
    dropDatabase = scratch.drop
    copied = template !== undefined
  } else {
    const dump = prepared.pglite?.[kind]
    database = await openDatabase({
      migrationsFolder,
      loadDataDir: dump ? new Blob([readFileSync(dump)]) : undefined,
    })
    copied = dump !== undefined
  }
  if (!copied) {
    await database.migrate()
    if (kind === 'seeded') await seedIfEmpty(database.db)
  }
  return {
    ...database,
    close: async () => {
      await database.close()
      await dropDatabase()
    },
  }
}
