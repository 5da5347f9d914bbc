import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { createScratchDatabase, type ScratchDatabase } from './testing/testDatabase'

/**
 * The server's start-up as a deployment runs it (docs/deploy.md): `src/server.ts` in a process of its own,
 * its JSON log lines read from standard output.
 */

const apiDir = fileURLToPath(new URL('..', import.meta.url))
const children: ChildProcess[] = []
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, HOST: '127.0.0.1', SITE_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  return { child, exited, lines, output: () => output }
}

async function answering(url: string, server: { exited: Promise<unknown>; output: () => string }) {
  let gone = false
  void server.exited.then(() => {
    gone = true
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer:\n${server.output()}`)
}

describe('the server in production (docs/deploy.md#production-mode)', () => {
  it('refuses to start without DATABASE_URL, naming it on one line, and opens no embedded database', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lobbykit-server-'))
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
    const dataDir = join(folder, 'pglite')
    const server = startServer({
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PGLITE_DIR: dataDir,
      PORT: String(await freePort()),
    })
    expect(await server.exited).toBe(1)
    expect(server.lines()).toEqual([
      expect.objectContaining({
        level: 'fatal',
        msg: 'LobbyKit cannot start: DATABASE_URL: must be set when NODE_ENV=production (a PostgreSQL address; the embedded PGlite is for development)',
      }),
    ])
    expect(existsSync(dataDir)).toBe(false)
  })
})

const adminUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!adminUrl)('the server in production on PostgreSQL (docs/deploy.md)', () => {
  async function scratch(): Promise<ScratchDatabase> {
    const made = await createScratchDatabase(adminUrl ?? '')
    cleanups.push(made.drop)
    return made
  }

  async function query<T>(url: string, text: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(text)).rows as T[]
    } finally {
      await client.end()
    }
  }

  it('migrates without the demo, logs a JSON line per request under its id, and drains on SIGTERM', async () => {
    const { url } = await scratch()
    const port = await freePort()
    const server = startServer({
      NODE_ENV: 'production',
      DATABASE_URL: url,
      PORT: String(port),
      TRUST_PROXY: '1',
    })
    await answering(`http://127.0.0.1:${port}/healthz`, server)
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`, {
      headers: { 'x-request-id': 'lb-probe-1' },
    })
    expect(ready.status).toBe(200)
    expect(ready.headers.get('x-request-id')).toBe('lb-probe-1')

    expect(await query(url, 'select count(*)::int as n from tenants')).toEqual([{ n: 0 }])
    expect(await query(url, 'select count(*)::int as n from operators')).toEqual([{ n: 0 }])
    expect(server.output()).not.toContain('seeded the demo tenants')

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const lines = server.lines()
    expect(lines.length).toBe(server.output().trim().split('\n').length)
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'info', database: 'postgres', nodeEnv: 'production', port }),
    )
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request', requestId: 'lb-probe-1', path: '/readyz', status: 200 }),
    )
    expect(lines).toContainEqual(expect.objectContaining({ signal: 'SIGTERM' }))
  })

  it('takes the database as it is with MIGRATE_ON_START=0', async () => {
    const { url } = await scratch()
    const port = await freePort()
    const server = startServer({
      NODE_ENV: 'production',
      DATABASE_URL: url,
      PORT: String(port),
      MIGRATE_ON_START: '0',
    })
    await answering(`http://127.0.0.1:${port}/readyz`, server)
    expect(await query(url, "select to_regclass('public.tenants')::text as t")).toEqual([{ t: null }])
    expect(server.lines()).toContainEqual(
      expect.objectContaining({ msg: 'MIGRATE_ON_START=0: the database is taken as it is' }),
    )
  })
})
