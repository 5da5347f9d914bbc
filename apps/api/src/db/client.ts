import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  url?: string | undefined
  /** Folder for PGlite's files; omitted means in memory. */
  dataDir?: string | undefined
  migrationsFolder: string
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // A pooled connection the server ends (restart, failover, a dropped test database) reports on the pool;
    // unheard, that event would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message))
    const db = drizzlePg({ client: pool, schema })
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: options.migrationsFolder }),
      close: () => pool.end(),
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create(options.dataDir)
  const db = drizzlePglite({ client, schema })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: options.migrationsFolder }),
    close: () => client.close(),
  }
}
