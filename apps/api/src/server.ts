import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { openDatabase } from './db/client'
import { startSportsSettlement } from './originals/sportsSettlement'
import { seedIfEmpty } from './seed/seed'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? '127.0.0.1'
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.PGLITE_DIR ?? here('../.data/pglite'),
  migrationsFolder: here('../drizzle'),
})
await database.migrate()
if (await seedIfEmpty(database.db)) console.log('Seeded the demo tenants')

const development = process.env.NODE_ENV !== 'production'
const app = createApp({
  db: database.db,
  siteDir: process.env.SITE_DIR ?? here('../../site/dist'),
  siteServer: process.env.SITE_SERVER ?? here('../../site/dist-server/server.js'),
  trustProxy: process.env.TRUST_PROXY === '1',
  // docs/operators.md#gallery: the console's theme gallery frames `<label>.<PREVIEW_HOST>`.
  previewHost: process.env.PREVIEW_HOST ?? 'preview.localhost',
  // docs/operators.md#console-host: the operator console, at http://<CONSOLE_HOST>:<PORT>/console/.
  consoleDir: process.env.CONSOLE_DIR ?? here('../../console/dist'),
  consoleHost: process.env.CONSOLE_HOST ?? 'console.localhost',
  // Development has no SMS gateway: one-time codes are printed here (and kept in the outbox table).
  onOutbox: development
    ? ({ recipient, body }) => console.log(`[outbox] to ${recipient}: ${body}`)
    : undefined,
})
// Virtual sports bets are settled when their last fixture ends (docs/product.md#originals).
const settlement = startSportsSettlement(database.db)
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`LobbyKit on http://localhost:${info.port} (${database.kind})`)
})
// docs/architecture.md#health: idle connections outlive a load balancer's (60 s on most), so it never sends a
// request on a connection this side is closing.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
}

/** How long a stopping instance waits for the requests under way before it exits anyway. */
const drainMs = 10_000

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Drain: take no new connection, finish every request under way (idle keep-alive connections close at
    // once), then close the database; a request that never ends is cut after drainMs.
    settlement.stop()
    const exit = () => void database.close().finally(() => process.exit(0))
    setTimeout(exit, drainMs).unref()
    server.close(exit)
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  })
}
