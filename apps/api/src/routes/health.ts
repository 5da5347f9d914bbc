import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { Db } from '../db/client'

/** How long the readiness check waits for the database before it answers 503. */
const readyTimeoutMs = 2000

/**
 * docs/architecture.md#health: `GET /healthz` says the process answers (a load balancer's liveness check);
 * `GET /readyz` also asks the database, so an instance that lost it leaves the pool until it is back. Neither is
 * cached, and both answer on every host, before any tenant lookup.
 */
export function registerHealth(app: Hono, db: Db) {
  const noStore = { 'cache-control': 'no-store' }
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore))
  app.get('/readyz', async (c) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${readyTimeoutMs} ms`)), readyTimeoutMs)
    })
    try {
      await Promise.race([db.execute(sql`select 1`), timeout])
      return c.json({ status: 'ready' }, 200, noStore)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      return c.json({ status: 'unavailable', reason: `database: ${reason}` }, 503, noStore)
    } finally {
      clearTimeout(timer)
    }
  })
}
