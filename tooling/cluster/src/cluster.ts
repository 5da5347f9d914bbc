import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { type Haproxy, type HaproxyConfig, startHaproxy } from './haproxy'
import { createScratchDatabase, type OwnPostgres, type ScratchDatabase, startOwnPostgres } from './postgres'
import { type Exit, freePort, type Managed, startProcess, waitUntil } from './processes'

const repo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url))
export const apiEntry = repo('apps/api/dist/server.mjs')
export const siteDir = repo('apps/site/dist')
export const siteServer = repo('apps/site/dist-server/server.js')

/** What the harness needs before it can start: the built API and site. Empty when all is there. */
export function missingBuilds(): string[] {
  return [apiEntry, join(siteDir, 'index.html'), siteServer].filter((path) => !existsSync(path))
}

/** `[outbox] to <phone>: ... code is 123456.`: what a development instance prints for each text message. */
export const outboxLine = /^\[outbox\] to (\S+): .* code is (\d{6})\./

/** One API process (`node apps/api/dist/server.mjs`) on its own port; it can be stopped and started again. */
export interface Instance {
  name: string
  port: number
  url: string
  running(): boolean
  /** The process of the current (or last) run. */
  process(): Managed
  /** Starts it (again, on the same port and database) and waits until its `/readyz` answers 200. */
  start(): Promise<void>
  /** SIGTERM: the graceful drain of apps/api/src/server.ts. SIGKILL: a crash. Waits for the exit. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<Exit>
  /** Every `[outbox]` line this instance printed, over all its runs. */
  outboxLines(): string[]
}

export interface ClusterOptions {
  /**
   * `shared`: a fresh database on TEST_DATABASE_URL's server. `own`: a PostgreSQL server of the harness's own
   * (`cluster.postgres`), which a test may stop and start.
   */
  postgres: 'shared' | 'own'
  /** Passed to the instances (default `warn`: no line per request). */
  logLevel?: string
  /** HAProxy logs every request, not only failed ones. */
  logAllRequests?: boolean
  /** HAProxy's health check pace (default: every 500 ms, two to go down or up). */
  health?: HaproxyConfig['health']
}

export interface Cluster {
  /** `http://127.0.0.1:<port>`: HAProxy's front. */
  url: string
  port: number
  /** `http://<domain>:<port>` through HAProxy, for a browser. */
  origin(domain: string): string
  instances: [Instance, Instance]
  instance(name: string): Instance
  haproxy: Haproxy
  /** The test database's URL, and a pool on it for the checks (outbox codes, the ledger). */
  databaseUrl: string
  db: pg.Pool
  /** Set with `postgres: 'own'`. */
  postgres: OwnPostgres | undefined
  /** Output of every process, for a failed test's message. */
  describe(): string
  stop(): Promise<void>
}

/**
 * Starts the cluster: a fresh database, two API instances in development mode (they migrate and seed the demo
 * tenants together, under the migration lock) and HAProxy in front; resolves once HAProxy sees both up. On a
 * failure mid-way, everything started so far is stopped before the error is thrown.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const missing = missingBuilds()
  if (missing.length > 0)
    throw new Error(
      `build the API and the site first (pnpm exec turbo run build --filter=@lobbykit/api --filter=@lobbykit/site): missing ${missing.join(', ')}`,
    )
  const cleanups: (() => Promise<unknown>)[] = []
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {})
  }
  try {
    const dir = mkdtempSync(join(tmpdir(), 'lobbykit-cluster-'))
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
    let ownPostgres: OwnPostgres | undefined
    let adminUrl: string
    if (options.postgres === 'own') {
      ownPostgres = await startOwnPostgres()
      cleanups.push(() => ownPostgres?.destroy() ?? Promise.resolve())
      adminUrl = ownPostgres.adminUrl
    } else {
      const shared = process.env.TEST_DATABASE_URL
      if (!shared)
        throw new Error(
          'TEST_DATABASE_URL is not set (scripts/test.sh starts a PostgreSQL server and sets it)',
        )
      adminUrl = shared
    }
    const scratch: ScratchDatabase = await createScratchDatabase(adminUrl)
    cleanups.push(async () => {
      if (!ownPostgres || (await ownPostgres.isUp())) await scratch.drop()
    })
    const db = new pg.Pool({ connectionString: scratch.url, max: 4, connectionTimeoutMillis: 5000 })
    // A restarted server ends the pool's idle connections: the pool replaces them; the event must be heard.
    db.on('error', () => {})
    cleanups.push(() => db.end())

    const [portA, portB, front, stats] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ]
    const instances = [
      makeInstance('a', portA, scratch.url, options.logLevel ?? 'warn'),
      makeInstance('b', portB, scratch.url, options.logLevel ?? 'warn'),
    ] as [Instance, Instance]
    cleanups.push(() => Promise.all(instances.map((instance) => instance.stop('SIGKILL'))))
    // Both at once: the second waits for the first's migration and seed (the advisory lock).
    await Promise.all(instances.map((instance) => instance.start()))

    const haproxy = await startHaproxy(dir, {
      port: front,
      statsPort: stats,
      backends: instances.map((instance) => ({ name: instance.name, port: instance.port })),
      logAll: options.logAllRequests ?? false,
      health: options.health,
    })
    cleanups.push(() => haproxy.stop())
    await Promise.all(instances.map((instance) => haproxy.waitFor(instance.name, 'UP')))

    const url = `http://127.0.0.1:${front}`
    return {
      url,
      port: front,
      origin: (domain) => `http://${domain}:${front}`,
      instances,
      instance: (name) => {
        const found = instances.find((instance) => instance.name === name)
        if (!found) throw new Error(`no instance ${name}`)
        return found
      },
      haproxy,
      databaseUrl: scratch.url,
      db,
      postgres: ownPostgres,
      describe: () =>
        [...instances.map((instance) => instance.process()), haproxy.process]
          .map((managed) => `--- ${managed.name} (last 3000 characters)\n${managed.output().slice(-3000)}`)
          .join('\n'),
      stop: cleanUp,
    }
  } catch (error) {
    await cleanUp()
    throw error
  }
}

function makeInstance(name: string, port: number, databaseUrl: string, logLevel: string): Instance {
  let current: Managed | undefined
  const runs: Managed[] = []
  const url = `http://127.0.0.1:${port}`
  const instance: Instance = {
    name,
    port,
    url,
    running: () => current?.running() ?? false,
    process: () => {
      if (!current) throw new Error(`instance ${name} never started`)
      return current
    },
    async start() {
      if (current?.running()) throw new Error(`instance ${name} is running already`)
      const started = startProcess(`api-${name}`, process.execPath, [apiEntry], {
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          TRUST_PROXY: '1',
          SITE_DIR: siteDir,
          SITE_SERVER: siteServer,
          LOG_LEVEL: logLevel,
          MIGRATE_ON_START: '1',
        },
        keep: outboxLine,
      })
      current = started
      runs.push(started)
      try {
        await waitUntil(
          `instance ${name} answers /readyz`,
          async () => {
            if (!started.running()) throw new Error('exited')
            const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) })
            return response.status === 200
          },
          { timeoutMs: 90_000, everyMs: 100 },
        )
      } catch (error) {
        if (!started.running())
          throw new Error(`instance ${name} exited while starting:\n${started.output().slice(-4000)}`)
        throw new Error(`${(error as Error).message}\n${started.output().slice(-4000)}`)
      }
    },
    async stop(signal = 'SIGTERM') {
      if (!current) return { code: null, signal: null }
      return current.stop(signal, 20_000)
    },
    outboxLines: () => runs.flatMap((run) => run.lines(outboxLine)),
  }
  return instance
}
