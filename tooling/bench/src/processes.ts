import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Starts a server process; its output is kept for when it fails to come up. */
export function startServer(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  return { child, output: () => output }
}

export function stopServer(child: ChildProcess) {
  if (child.exitCode === null && child.pid) child.kill('SIGTERM')
}

/** Polls `url` with `body` until it answers 2xx, for at most `timeoutMs`. */
export async function waitUntilAnswering(url: string, body: string | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json' },
        body,
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export interface Postgres {
  url: string
  stop(): void
}

/**
 * A throwaway PostgreSQL server on 127.0.0.1 (as scripts/lib/toolchain.sh starts for the tests), with an
 * empty database for the API to migrate and seed.
 */
export function startPostgres(port: number): Postgres {
  const root = '/usr/lib/postgresql'
  const version = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1)
  if (!version)
    throw new Error('PostgreSQL is not installed (apt-get install postgresql), or set BENCH_DATABASE_URL')
  const bin = join(root, version, 'bin')
  const dir = mkdtempSync(join(tmpdir(), 'lobbykit-bench-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' })
  if (asRoot) execFileSync('chown', ['postgres', dir])
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust'])
  run('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    'start',
  ])
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'lobbykit_bench'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/lobbykit_bench`,
    stop() {
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

export function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  if (process.getuid?.() === 0) chownSync(dir, 0, 0)
  return dir
}

/** The production build as the browser benches run it: the API (apps/api/dist) serving the built site. */
export interface Product {
  /** Stops the API and, when the bench started it, PostgreSQL. */
  stop(): void
  /** The API's output so far, for when a bench fails. */
  output(): string
}

const apiDir = fileURLToPath(new URL('../../../apps/api/', import.meta.url))

/**
 * Seeds the demo tenants into the database at `url` when it has none: `pnpm migrate --demo`, in development,
 * since a production server never seeds them (docs/deploy.md#production-mode).
 */
export function seedDemo(url: string) {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/scripts/migrate.ts', '--demo'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

/**
 * Starts the production build on PostgreSQL (BENCH_DATABASE_URL, else a throwaway server on BENCH_PG_PORT or
 * `pgPort`) on 127.0.0.1:`port`, with the demo tenants seeded first, and waits until its start-up call answers.
 * It runs with NODE_ENV=production as a deployment does: the site's server build picks React's production
 * renderer by it.
 */
export async function startProduct(port: number, pgPort: number): Promise<Product> {
  const postgres: Postgres = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
    : startPostgres(Number(process.env.BENCH_PG_PORT ?? pgPort))
  try {
    seedDemo(postgres.url)
  } catch (error) {
    postgres.stop()
    throw error
  }
  const server = startServer(
    process.execPath,
    [fileURLToPath(new URL('../../../apps/api/dist/server.mjs', import.meta.url))],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_DIR: fileURLToPath(new URL('../../../apps/site/dist', import.meta.url)),
        DATABASE_URL: postgres.url,
        NODE_ENV: 'production',
      },
    },
  )
  const product = {
    stop: () => {
      stopServer(server.child)
      postgres.stop()
    },
    output: server.output,
  }
  try {
    await waitUntilAnswering(
      `http://127.0.0.1:${port}/api/startup`,
      JSON.stringify({ domain_name: 'localhost' }),
      180_000,
    )
  } catch (error) {
    console.error(server.output())
    product.stop()
    throw error
  }
  return product
}
