import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Managed, startProcess, waitUntil } from './processes'

/** The request header that pins a request to one backend server by name (`a`, `b`): tests only. */
export const pinHeader = 'x-lobbykit-pin'
/** The answer header HAProxy adds: which backend server answered. */
export const servedByHeader = 'x-lobbykit-served-by'

export interface Backend {
  name: string
  port: number
  /** Its address: 127.0.0.1 in the tests, a service name (`api-a`) in docker compose. */
  host?: string
}

export interface HaproxyConfig {
  /** Where the site and the API are served (127.0.0.1). */
  port: number
  /** HAProxy's stats page (`/stats;csv`), for the servers' states. */
  statsPort: number
  backends: Backend[]
  /** Log every request (`option httplog`), not only the failed ones. */
  logAll?: boolean
  /** The health check's pace (default every 500 ms, 2 to go down or up). */
  health?: { interMs: number; fall: number; rise: number }
  /** Where HAProxy listens (default 127.0.0.1: the tests). */
  bindHost?: string
  /** The tests' pin header (`x-lobbykit-pin`); a deployment leaves it out. Default on. */
  pins?: boolean
  /** What the file says it is for, on its first line. */
  purpose?: string
}

/**
 * The load balancer's configuration. What it does, and why:
 *
 * - Round robin over the instances; `GET /readyz` every 500 ms (docs/architecture.md#health): two failures take an
 *   instance out (its database is gone, or it stopped listening), two successes bring it back.
 * - `option forwardfor`: HAProxy appends the client's address to `X-Forwarded-For`; the instances run with
 *   `TRUST_PROXY=1` and take the right-most entry (docs/architecture.md#client-address).
 * - Retries. A connection that could not be made (`conn-failure`: refused by an instance that is draining or gone)
 *   never carried the request, so retrying it on the other instance (`option redispatch 1`) is safe for every
 *   call, money included. Once a request may have reached an instance (an empty answer, a timeout), only GET and
 *   HEAD are retried: `http-request disable-l7-retry` turns those retries off for every other method, so a POST
 *   that an instance may have executed (a deposit, a round) is answered 502/504 and never sent twice by the
 *   proxy. The client decides: the money calls carry a `request_id`, so resending them is the client's safe move.
 * - `x-lobbykit-pin: <server>` sends a request to that server while it is up (tests), and every answer says which
 *   server made it (`x-lobbykit-served-by`).
 */
export function haproxyConfig(config: HaproxyConfig): string {
  const health = config.health ?? { interMs: 500, fall: 2, rise: 2 }
  const servers = config.backends
    .map((backend) => `  server ${backend.name} ${backend.host ?? '127.0.0.1'}:${backend.port} check`)
    .join('\n')
  const pins =
    config.pins === false
      ? ''
      : `${config.backends
          .map(
            (backend) => `  use-server ${backend.name} if { req.hdr(${pinHeader}) -m str ${backend.name} }`,
          )
          .join('\n')}\n`
  const bind = config.bindHost ?? '127.0.0.1'
  return `# Written by @lobbykit/cluster (tooling/cluster/src/haproxy.ts) ${config.purpose ?? 'for one test run'}.
global
  log stdout format raw local0 info
  maxconn 4096

defaults
  mode http
  log global
  option httplog
${config.logAll ? '' : '  option dontlog-normal\n'}  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 10s
  timeout check 3s

frontend site
  bind ${bind}:${config.port}
  option forwardfor
  default_backend api

backend api
  balance roundrobin
  # = option httpchk GET /readyz, in HTTP/1.1 with a Host header
  option httpchk
  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  # A server whose name does not resolve yet (a container still starting) starts DOWN instead of failing the start.
  default-server init-addr last,libc,none inter ${health.interMs}ms fastinter ${Math.ceil(health.interMs / 2)}ms downinter ${health.interMs}ms rise ${health.rise} fall ${health.fall}
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  http-request disable-l7-retry unless METH_GET
${pins}  http-response set-header ${servedByHeader} %s
${servers}

listen stats
  bind 127.0.0.1:${config.statsPort}
  stats enable
  stats uri /stats
`
}

export type ServerStatus = 'UP' | 'DOWN' | 'NOLB' | 'MAINT' | string

export interface Haproxy {
  process: Managed
  port: number
  statsPort: number
  /** Each backend server's status as HAProxy sees it (`UP`, `DOWN`, `UP 1/2` while rising, ...). */
  states(): Promise<Record<string, ServerStatus>>
  /** Waits until HAProxy reports `server` as `status` (exactly `UP` or `DOWN`). */
  waitFor(server: string, status: 'UP' | 'DOWN', timeoutMs?: number): Promise<number>
  stop(): Promise<void>
}

export function haproxyVersion(): string | undefined {
  try {
    return execFileSync('haproxy', ['-v'], { encoding: 'utf8' }).split('\n')[0]
  } catch {
    return undefined
  }
}

/** Starts Debian's HAProxy in the foreground (`-db`) with `config`, written to `dir`. */
export async function startHaproxy(dir: string, config: HaproxyConfig): Promise<Haproxy> {
  if (!haproxyVersion())
    throw new Error(
      'haproxy is not installed: `apt-get install haproxy` (scripts/test.sh runs ensure_haproxy)',
    )
  const file = join(dir, 'haproxy.cfg')
  writeFileSync(file, haproxyConfig(config))
  execFileSync('haproxy', ['-c', '-q', '-f', file])
  const process = startProcess('haproxy', 'haproxy', ['-db', '-f', file])
  const statsUrl = `http://127.0.0.1:${config.statsPort}/stats;csv`
  const states = async () => {
    const response = await fetch(statsUrl, { signal: AbortSignal.timeout(2000) })
    const text = await response.text()
    const [header, ...rows] = text.split('\n')
    const columns = (header ?? '').replace(/^# /, '').split(',')
    const name = columns.indexOf('svname')
    const proxy = columns.indexOf('pxname')
    const status = columns.indexOf('status')
    const found: Record<string, ServerStatus> = {}
    for (const row of rows) {
      const cells = row.split(',')
      if (cells[proxy] !== 'api' || cells[name] === 'FRONTEND' || cells[name] === 'BACKEND') continue
      found[cells[name] ?? ''] = cells[status] ?? ''
    }
    return found
  }
  await waitUntil('HAProxy answers its stats page', async () => (await fetch(statsUrl)).ok, {
    timeoutMs: 10_000,
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n${process.output()}`)
  })
  return {
    process,
    port: config.port,
    statsPort: config.statsPort,
    states,
    waitFor: (server, status, timeoutMs = 15_000) =>
      waitUntil(`HAProxy sees ${server} ${status}`, async () => (await states())[server] === status, {
        timeoutMs,
        everyMs: 50,
      }),
    stop: async () => {
      await process.stop('SIGTERM', 5000)
    },
  }
}
