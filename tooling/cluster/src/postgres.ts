import { execFile, execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { atExit, freePort } from './processes'

const run = promisify(execFile)

/** A new, empty database on a PostgreSQL server, and how to drop it again (even while connections are open). */
export interface ScratchDatabase {
  url: string
  name: string
  drop(): Promise<void>
}

/** As apps/api/src/testing/testDatabase.ts: `CREATE DATABASE` on the server of `adminUrl`, `DROP ... WITH (FORCE)`. */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'lobbykit_cluster',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await dropper.end()
      }
    },
  }
}

/** The newest Debian PostgreSQL's bin folder (`/usr/lib/postgresql/<n>/bin`), or undefined when none is installed. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const version = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1)
  return version ? join(root, version, 'bin') : undefined
}

/**
 * A PostgreSQL server this harness started itself (initdb in a temporary folder, on loopback, the way
 * scripts/lib/toolchain.sh's ensure_postgres does), so that a test may stop and start it: a server of
 * TEST_DATABASE_URL is shared with the other packages' tests and is never restarted.
 */
export interface OwnPostgres {
  adminUrl: string
  port: number
  /** Stops the server: `fast` ends sessions cleanly, `immediate` is a crash (recovery from the WAL at start). */
  down(mode?: 'fast' | 'immediate'): Promise<void>
  up(): Promise<void>
  /** `down(mode)`, `downMs` of nothing, `up()`. */
  restart(mode?: 'fast' | 'immediate', downMs?: number): Promise<void>
  isUp(): Promise<boolean>
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinDir()
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed (/usr/lib/postgresql/<n>/bin): the database-restart test starts a server of its own; `apt-get install postgresql` (scripts/test.sh does)',
    )
  const asRoot = process.getuid?.() === 0
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args]) : run(join(bin, name), args)
  const dir = mkdtempSync(join(tmpdir(), 'lobbykit-cluster-pg-'))
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    chownSync(dir, Number(stdout.trim()), -1)
  }
  const data = join(dir, 'data')
  const port = await freePort()
  await tool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
  const start = () =>
    tool('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '30', '-o', options, 'start'])
  // If the test process dies before destroy(), the server must not outlive it.
  const lastResort = atExit(() => {
    const args = ['-D', data, '-m', 'immediate', 'stop']
    if (asRoot)
      execFileSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args], { stdio: 'ignore' })
    else execFileSync(join(bin, 'pg_ctl'), args, { stdio: 'ignore' })
    rmSync(dir, { recursive: true, force: true })
  })
  await start()
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
  let destroyed = false
  const isUp = async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 })
    try {
      await client.connect()
      await client.query('select 1')
      return true
    } catch {
      return false
    } finally {
      await client.end().catch(() => {})
    }
  }
  return {
    adminUrl,
    port,
    down: async (mode = 'fast') => {
      await tool('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop'])
    },
    up: async () => {
      await start()
    },
    isUp,
    restart: async (mode = 'fast', downMs = 0) => {
      await tool('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop'])
      await new Promise((resolve) => setTimeout(resolve, downMs))
      await start()
    },
    destroy: async () => {
      if (destroyed) return
      destroyed = true
      lastResort.cancel()
      await tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']).catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
