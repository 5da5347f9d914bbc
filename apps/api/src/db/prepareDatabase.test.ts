import { originalsGames, originalsProviderCode } from '@lobbykit/contract'
import { count, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { demoTenants } from '../seed/demoTenants'
import { demoAccount } from '../seed/players'
import { createScratchDatabase, migrationsFolder, type ScratchDatabase } from '../testing/testDatabase'
import { migrationLockKey } from './advisoryLock'
import { type Database, openDatabase } from './client'
import { prepareDatabase } from './prepareDatabase'
import { rowsOf } from './rows'
import { games, operators, players, providers, tenants } from './schema'

const opened: Database[] = []
const scratches: ScratchDatabase[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()))
  await Promise.all(scratches.splice(0).map((scratch) => scratch.drop()))
})

async function open(url?: string) {
  const database = await openDatabase({ url, migrationsFolder })
  opened.push(database)
  return database
}

async function rowCount(database: Database, table: typeof tenants | typeof operators) {
  const [row] = await database.db.select({ n: count() }).from(table)
  return row?.n ?? 0
}

async function originalsCount(database: Database) {
  const [row] = await database.db
    .select({ n: count() })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(eq(providers.code, originalsProviderCode))
  return row?.n ?? 0
}

describe('prepareDatabase without the demo (production, docs/deploy.md#production-mode)', () => {
  it('migrates and installs our own games, and seeds no demo tenant, operator or player', async () => {
    const database = await open()
    expect(await prepareDatabase(database, { demo: false })).toEqual({ seeded: false })
    expect(await rowCount(database, tenants)).toBe(0)
    expect(await rowCount(database, operators)).toBe(0)
    expect(await originalsCount(database)).toBe(originalsGames.length)
    // A second start finds nothing left to do.
    expect(await prepareDatabase(database, { demo: false })).toEqual({ seeded: false })
    expect(await rowCount(database, tenants)).toBe(0)
    expect(await originalsCount(database)).toBe(originalsGames.length)
  })
})

const adminUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!adminUrl)('prepareDatabase on PostgreSQL (docs/deploy.md#migrations)', () => {
  async function scratch() {
    const made = await createScratchDatabase(adminUrl ?? '')
    scratches.push(made)
    return made
  }

  it('lets two instances starting together on one fresh database both succeed, with the demo seeded once', async () => {
    const { url } = await scratch()
    const [first, second] = [await open(url), await open(url)]
    const results = await Promise.all([
      prepareDatabase(first, { demo: true }),
      prepareDatabase(second, { demo: true }),
    ])
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true])
    expect(await rowCount(first, tenants)).toBe(demoTenants.length)
    expect(await rowCount(first, operators)).toBe(4)
    const [demoPlayers] = await first.db
      .select({ n: count() })
      .from(players)
      .where(eq(players.accountId, demoAccount.accountId))
    expect(demoPlayers?.n).toBe(demoTenants.length)
    expect(await originalsCount(first)).toBe(originalsGames.length)
  })

  it('waits while another connection holds the migration lock, then migrates', async () => {
    const { url } = await scratch()
    const holder = new pg.Client({ connectionString: url })
    await holder.connect()
    try {
      await holder.query('select pg_advisory_lock($1)', [migrationLockKey])
      const database = await open(url)
      let done = false
      const preparing = prepareDatabase(database, { demo: false }).finally(() => {
        done = true
      })
      await new Promise((resolve) => setTimeout(resolve, 750))
      const tablesOf = async () =>
        rowsOf<{ tenants: string | null }>(
          await database.db.execute(sql`select to_regclass('public.tenants')::text as tenants`),
        )[0]?.tenants
      expect(done).toBe(false)
      expect(await tablesOf()).toBeNull()
      await holder.query('select pg_advisory_unlock($1)', [migrationLockKey])
      await preparing
      expect(await tablesOf()).toBe('tenants')
    } finally {
      await holder.end()
    }
  })
})
