/**
 * `pnpm --filter @lobbykit/bench api`: req/s and p99 of the API's hottest calls beside a bare Hono JSON
 * hello-world, on the embedded PGlite and on PostgreSQL (BENCH_DATABASE_URL, or a throwaway server it starts).
 * Every server runs in its own process; autocannon drives it over loopback for BENCH_SECONDS (default 6) per
 * target at BENCH_CONNECTIONS (default 50). Targets: start-up at least half the hello-world rate, p99 < 25 ms;
 * the 12,000-game tenant's lobby search p99 < 20 ms on PostgreSQL.
 */
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import {
  type Postgres,
  startPostgres,
  startServer,
  stopServer,
  temporaryDir,
  waitUntilAnswering,
} from './processes'

const seconds = Math.min(30, Math.max(1, Number(process.env.BENCH_SECONDS ?? 6)))
const connections = Math.min(200, Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 50)))
const apiDir = fileURLToPath(new URL('../../../apps/api/', import.meta.url))
const benchDir = fileURLToPath(new URL('../', import.meta.url))

const helloUrl = 'http://127.0.0.1:18191/'

const calls = {
  startup: { path: '/api/startup', body: JSON.stringify({ domain_name: 'localhost' }) },
  hotGames: {
    path: '/api/product/get_hot_games',
    body: JSON.stringify({ domain_name: 'localhost', external_id: 'ext-casino1', game_type: '' }),
  },
  partners: {
    path: '/api/settings/partners',
    body: JSON.stringify({ domain_name: 'localhost', external_id: 'ext-casino1' }),
  },
  /**
   * Lobby searches of the 12,000-game tenant (docs/product.md#lobby), as players send them: every keystroke
   * of a few names, in the three common orders, the first pages; each connection walks the list in turn.
   */
  search: {
    path: '/api/product/get_games',
    body: searchBody('golden', 'popular', 1),
    variants: ['golden', 'dragon koi', 'lucky', 'aurora', 'bonanza 2'].flatMap((name) =>
      Array.from(name, (_, at) => name.slice(0, at + 1))
        .filter((typed) => typed.trim() !== '')
        .flatMap((typed) =>
          (['popular', 'name', 'new'] as const).flatMap((sort) =>
            [1, 2, 3].map((page) => searchBody(typed, sort, page)),
          ),
        ),
    ),
  },
}

function searchBody(search: string, sort: string, page: number): string {
  return JSON.stringify({
    domain_name: 'bigcatalogue.localhost',
    external_id: 'ext-bigcatalogue',
    category: 'slot_game',
    search,
    sort,
    page,
    page_size: 48,
  })
}

interface Row {
  target: string
  requestsPerSecond: number
  p99: number
  non2xx: number
  errors: number
}

async function measure(target: string, url: string, body: string, variants?: string[]): Promise<Row> {
  const options = {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    ...(variants ? { requests: variants.map((each) => ({ method: 'POST' as const, body: each })) } : {}),
  }
  await autocannon({ ...options, duration: 1 })
  const result = await autocannon({ ...options, duration: seconds })
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/**
 * One backend: the hello-world is measured again right before its calls, so a machine busy with other work
 * shifts both figures alike and the ratio stays meaningful.
 */
async function benchApi(label: string, port: number, env: NodeJS.ProcessEnv): Promise<Row[]> {
  const server = startServer(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: '/nonexistent',
      // The demo tenants it measures are seeded outside production only (docs/deploy.md#production-mode), and
      // production runs on PostgreSQL only; nothing the API answers here depends on NODE_ENV.
      NODE_ENV: 'development',
      // A line per request costs some throughput on a 2-core machine; the figures stay comparable with the
      // earlier ones without it (the log's cost is in docs/deploy.md#logs).
      LOG_LEVEL: 'warn',
    },
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitUntilAnswering(`${base}${calls.startup.path}`, calls.startup.body, 120_000)
    const rows: Row[] = [
      await measure(`hello-world (bare Hono, beside ${label})`, helloUrl, calls.startup.body),
    ]
    for (const [name, call] of Object.entries(calls)) {
      const variants = 'variants' in call ? call.variants : undefined
      rows.push(await measure(`${name} (${label})`, `${base}${call.path}`, call.body, variants))
    }
    return rows
  } catch (error) {
    console.error(server.output())
    throw error
  } finally {
    stopServer(server.child)
  }
}

function print(rows: Row[]) {
  const table = rows.map((row) => ({
    target: row.target,
    'req/s': row.requestsPerSecond,
    'p99 ms': row.p99,
    'of hello-world': `${Math.round((row.requestsPerSecond / helloBeside(rows, row).requestsPerSecond) * 100)}%`,
    'non-2xx': row.non2xx,
    errors: row.errors,
  }))
  console.table(table)
  for (const row of rows.filter((candidate) => candidate.target.startsWith('startup'))) {
    const hello = helloBeside(rows, row)
    const rateOk = row.requestsPerSecond >= hello.requestsPerSecond / 2
    const p99Ok = row.p99 < 25
    console.log(
      `${row.target}: ${rateOk ? 'meets' : 'MISSES'} >= 50% of hello-world, ${p99Ok ? 'meets' : 'MISSES'} p99 < 25 ms`,
    )
  }
  for (const row of rows.filter((candidate) => candidate.target === 'search (PostgreSQL)')) {
    console.log(`${row.target}: ${row.p99 < 20 ? 'meets' : 'MISSES'} p99 < 20 ms (${row.p99} ms)`)
  }
}

/** The hello-world row measured last before `row`. */
function helloBeside(rows: Row[], row: Row): Row {
  const before = rows
    .slice(0, rows.indexOf(row) + 1)
    .filter((candidate) => candidate.target.startsWith('hello'))
  const hello = before.at(-1)
  if (!hello) throw new Error('no hello-world figure')
  return hello
}

console.log(
  `autocannon: ${connections} connections, ${seconds} s per target (after 1 s of warm-up), loopback`,
)
const hello = startServer(process.execPath, ['--import', 'tsx', 'src/helloServer.ts'], {
  cwd: benchDir,
  env: { ...process.env, PORT: '18191' },
})
const pgliteDir = temporaryDir('lobbykit-bench-pglite-')
let postgres: Postgres | undefined
try {
  await waitUntilAnswering(helloUrl, '{}', 30_000)
  const rows = await benchApi('PGlite', 18192, { PGLITE_DIR: pgliteDir, DATABASE_URL: '' })
  postgres = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
    : startPostgres(Number(process.env.BENCH_PG_PORT ?? 54331))
  rows.push(...(await benchApi('PostgreSQL', 18193, { DATABASE_URL: postgres.url })))
  print(rows)
} finally {
  stopServer(hello.child)
  postgres?.stop()
  rmSync(pgliteDir, { recursive: true, force: true })
}
