import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { type Logger, silentLogger } from '../logging/logger'
import { migrationLockKey, withAdvisoryLock } from './advisoryLock'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /**
   * Runs `work` under the migration lock (docs/deploy.md#migrations): on PostgreSQL, the advisory lock every
   * instance takes to migrate, so two starting together migrate one after the other; PGlite's folder has one
   * process only.
   */
  underMigrationLock<T>(work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  url?: string | undefined
  /** Folder for PGlite's files; omitted means in memory. */
  dataDir?: string | undefined
  /** A dump of a PGlite data folder (`dumpDataDir`) to start from, instead of an empty database. */
  loadDataDir?: Blob | undefined
  migrationsFolder: string
  /** Where a lost PostgreSQL connection is reported; default nowhere. */
  logger?: Logger
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const url = options.url
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 })
    // A pooled connection the server ends (restart, failover, a dropped test database) reports on the pool;
    // unheard, that event would crash the process. The pool replaces the connection on the next query.
    const logger = options.logger ?? silentLogger
    pool.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL connection lost'))
    // A connection checked out (a transaction under way) reports on itself, not on the pool: the query under way
    // fails and its call answers 500, but an unheard 'error' would end the process (docs/deploy.md#health).
    pool.on('connect', (client) => {
      client.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL connection lost mid-query'))
    })
    const db = drizzlePg({ client: pool, schema })
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: options.migrationsFolder }),
      underMigrationLock: (work) => withAdvisoryLock(url, migrationLockKey, work),
      close: () => pool.end(),
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir })
  const db = drizzlePglite({ client, schema })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: options.migrationsFolder }),
    underMigrationLock: (work) => work(),
    close: () => client.close(),
  }
}
