import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { originalsGames } from '@lobbykit/contract'
import { count } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import { games, tenants } from '../db/schema'
import { demoTenants } from '../seed/demoTenants'
import { capturedLogger } from '../testing/logLines'
import { migrationsFolder } from '../testing/testDatabase'
import { runMigrateCommand } from './migrate'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function pgliteFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'lobbykit-migrate-'))
  folders.push(folder)
  return join(folder, 'pglite')
}

async function run(argv: string[], env: Record<string, string | undefined>) {
  const captured = capturedLogger()
  const exitCode = await runMigrateCommand(argv, env, {
    logger: captured.logger,
    migrationsFolder,
    defaultPgliteDir: '/nonexistent/never-opened',
  })
  return { exitCode, lines: captured.lines() }
}

async function countsIn(dataDir: string) {
  const database = await openDatabase({ dataDir, migrationsFolder })
  try {
    const [tenantRows] = await database.db.select({ n: count() }).from(tenants)
    const [gameRows] = await database.db.select({ n: count() }).from(games)
    return { tenants: tenantRows?.n, games: gameRows?.n }
  } finally {
    await database.close()
  }
}

describe('pnpm migrate (docs/deploy.md#migrations)', () => {
  it('brings an empty database up to date without the demo, and again finds nothing to do', async () => {
    const dataDir = pgliteFolder()
    const first = await run([], { PGLITE_DIR: dataDir })
    expect(first.exitCode).toBe(0)
    expect(first.lines.at(-1)).toMatchObject({ msg: 'the database is up to date', seeded: false })
    expect(await countsIn(dataDir)).toEqual({ tenants: 0, games: originalsGames.length })
    expect((await run([], { PGLITE_DIR: dataDir })).exitCode).toBe(0)
    expect(await countsIn(dataDir)).toEqual({ tenants: 0, games: originalsGames.length })
  })

  it('seeds the demo tenants with --demo (after `--`, as pnpm passes it) outside production', async () => {
    const dataDir = pgliteFolder()
    const seeded = await run(['--', '--demo'], { PGLITE_DIR: dataDir, NODE_ENV: 'development' })
    expect(seeded.exitCode).toBe(0)
    expect(seeded.lines.at(-1)).toMatchObject({ seeded: true })
    expect((await countsIn(dataDir)).tenants).toBe(demoTenants.length)
  })

  it('refuses production without DATABASE_URL, naming it, and opens no embedded database', async () => {
    const dataDir = pgliteFolder()
    const refused = await run([], { NODE_ENV: 'production', PGLITE_DIR: dataDir })
    expect(refused.exitCode).toBe(1)
    expect(refused.lines.map((line) => line.msg)).toEqual([
      'cannot migrate: DATABASE_URL: must be set when NODE_ENV=production (a PostgreSQL address; the embedded PGlite is for development)',
    ])
    expect(existsSync(dataDir)).toBe(false)
  })

  it('refuses --demo in production and an unknown option, before it opens the database', async () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }
    const demo = await run(['--demo'], production)
    expect(demo.exitCode).toBe(2)
    expect(String(demo.lines[0]?.msg)).toContain('--demo is refused with NODE_ENV=production')
    const unknown = await run(['--seed'], {})
    expect(unknown.exitCode).toBe(2)
    expect(String(unknown.lines[0]?.msg)).toContain('Usage: pnpm migrate [--demo]')
  })
})
