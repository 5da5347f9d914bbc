import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { type Database, openDatabase } from '../db/client'
import { seedIfEmpty } from '../seed/seed'

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

/** A new, empty database on a PostgreSQL server, and how to drop it again (even while connections are open). */
export interface ScratchDatabase {
  url: string
  drop(): Promise<void>
}

/** Creates an empty database on the server of `adminUrl` (TEST_DATABASE_URL), for a test that opens it itself. */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `lobbykit_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
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

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is
 * set, a new database created on that PostgreSQL server and dropped again by `close()`.
 */
export async function openTestDatabase(options: { seed?: boolean } = {}): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL
  let database: Database
  let dropDatabase = async () => {}
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl)
    database = await openDatabase({ url: scratch.url, migrationsFolder })
    dropDatabase = scratch.drop
  } else {
    database = await openDatabase({ migrationsFolder })
  }
  await database.migrate()
  if (options.seed !== false) await seedIfEmpty(database.db)
  return {
    ...database,
    close: async () => {
      await database.close()
      await dropDatabase()
    },
  }
}
