import { type ApiCallName, apiCalls, type RequestOf } from '@lobbykit/contract'
import { sql } from 'drizzle-orm'
import { type AppOptions, createApp } from '../app'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { defaultRateRules, type RateRules } from '../security/rateLimit'
import { openTestDatabase } from './testDatabase'

export interface CallResult {
  status: number
  json: Record<string, unknown> & { statusCode: number; message: string }
}

export interface TestApp {
  database: Database
  app: ReturnType<typeof createApp>
  /** POSTs a call's body (any value: tests send bad ones too) and returns status and parsed JSON. */
  call<K extends ApiCallName>(
    name: K,
    body: RequestOf<K> | unknown,
    headers?: Record<string, string>,
  ): Promise<CallResult>
  /** POSTs raw text to a path. */
  post(path: string, text: string, headers?: Record<string, string>): Promise<Response>
  /** Another app over the same database, with other options (a later clock, real rate limits). */
  sibling(options: Partial<AppOptions>): TestApp
  close(): Promise<void>
}

/**
 * A new client, per call, from a fresh address of `network` (`10.0.0`): the testApp trusts X-Forwarded-For, so rate
 * limits one test counts never reach another.
 */
export function freshClients(network: string): () => { 'x-forwarded-for': string } {
  let host = 0
  return () => ({ 'x-forwarded-for': `${network}.${++host}` })
}

/**
 * A clock that stands still in the middle of an hour, for tests of rate limits: the counts they make all fall in
 * one fixed window (docs/architecture.md#sign-in-limits), whenever the test runs.
 */
export const steadyClock = () => new Date('2030-06-15T10:30:00Z')

/** Rate limits high enough that only the tests about them meet them. */
export const generousRateRules = Object.fromEntries(
  Object.keys(defaultRateRules).map((name) => [name, { max: 10_000, windowMs: 60_000 }]),
) as RateRules

function wrap(database: Database, options: Partial<AppOptions>): TestApp {
  const app = createApp({
    db: database.db,
    cacheCheckIntervalMs: 0,
    trustProxy: true,
    rateRules: generousRateRules,
    ...options,
  })
  const post = async (path: string, text: string, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: text,
    })
  return {
    database,
    app,
    post,
    async call(name, body, headers) {
      const response = await post(apiCalls[name].path, JSON.stringify(body), headers)
      return { status: response.status, json: (await response.json()) as CallResult['json'] }
    },
    sibling: (more) => wrap(database, { ...options, ...more }),
    close: () => database.close(),
  }
}

/**
 * A seeded database and an app over it that checks the tenant cache on every request, takes the client
 * address from X-Forwarded-For (so tests can act as different clients) and has generous rate limits.
 */
export async function openTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  return wrap(await openTestDatabase(), options)
}

export { rowsOf } from '../db/rows'

/** Rows per table of the public schema, and the tenants' versions: shows that a request changed nothing. */
export async function databaseFingerprint(database: Database): Promise<Record<string, number | string>> {
  const tables = rowsOf<{ table_name: string }>(
    await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
  const fingerprint: Record<string, number | string> = {}
  for (const { table_name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table_name)}`),
    )
    fingerprint[table_name] = Number(row?.n ?? 0)
  }
  const [versions] = rowsOf<{ v: string }>(
    await database.db.execute(sql`select string_agg(version::text, ',' order by id) as v from tenants`),
  )
  fingerprint.tenantVersions = versions?.v ?? ''
  const [money] = rowsOf<{ v: string }>(
    await database.db.execute(sql`select coalesce(sum(game_balance), 0)::text as v from wallets`),
  )
  fingerprint.walletTotal = money?.v ?? ''
  return fingerprint
}

export const demoSite = { domain_name: 'slot2.localhost', external_id: 'ext-slot2' }
export const otherSite = { domain_name: 'casino3.localhost', external_id: 'ext-casino3' }
export const demoLogin = { ...demoSite, account_id: 'demo', password: 'demo1234' }
