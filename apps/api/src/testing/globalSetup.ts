import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client'
import { seedIfEmpty } from '../seed/seed'
import { migrationsFolder } from './migrationsFolder'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Databases made once for the whole run (docs/architecture.md#test-databases), each file's database a copy of
     * one: on PostgreSQL, template databases on TEST_DATABASE_URL's server; on PGlite, a dump of its data folder.
     */
    testDatabases: {
      postgres?: { migrated: string; seeded: string }
      pglite?: { migrated: string; seeded: string }
    }
  }
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

/** Two template databases on the server, migrated, and migrated and seeded; dropped again by the teardown. */
async function postgresTemplates(adminUrl: string) {
  const stem = `lobbykit_template_${randomBytes(4).toString('hex')}`
  const names = { migrated: `${stem}_migrated`, seeded: `${stem}_seeded` }
  for (const [kind, name] of Object.entries(names)) {
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`))
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({ url: url.toString(), migrationsFolder })
    await database.migrate()
    if (kind === 'seeded') await seedIfEmpty(database.db)
    await database.close()
  }
  return {
    names,
    drop: () =>
      withAdmin(adminUrl, async (admin) => {
        for (const name of Object.values(names))
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      }),
  }
}

/** A PGlite data folder's dump (a tar file), migrated, and migrated and seeded. */
async function pgliteDumps(folder: string) {
  const dumps = { migrated: join(folder, 'migrated.tar'), seeded: join(folder, 'seeded.tar') }
  const database = await openDatabase({ migrationsFolder })
  const client = (database.db as unknown as { $client: PGlite }).$client
  const dump = async (file: string) =>
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  await database.migrate()
  await dump(dumps.migrated)
  await seedIfEmpty(database.db)
  await dump(dumps.seeded)
  await database.close()
  return dumps
}

/**
 * Migrates and seeds once per run what each API test file would otherwise migrate and seed itself (2 s on
 * PostgreSQL, 5 s on PGlite, for 60-odd files): PostgreSQL's templates when TEST_DATABASE_URL is set, and PGlite's
 * dumps when a project runs on PGlite (`TEST_DATABASE=pglite`, or no TEST_DATABASE_URL).
 */
export default async function prepareTestDatabases(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  const wantsPglite =
    !adminUrl || project.vitest.projects.some((p) => p.config.env?.TEST_DATABASE === 'pglite')
  const folder = mkdtempSync(join(tmpdir(), 'lobbykit-api-test-'))
  const templates = adminUrl ? await postgresTemplates(adminUrl) : undefined
  const dumps = wantsPglite ? await pgliteDumps(folder) : undefined
  project.provide('testDatabases', {
    ...(templates ? { postgres: templates.names } : {}),
    ...(dumps ? { pglite: dumps } : {}),
  })
  return async () => {
    await templates?.drop()
    rmSync(folder, { recursive: true, force: true })
  }
}
