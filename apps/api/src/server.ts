import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { readEnvironment } from './config/environment'
import { openDatabase } from './db/client'
import { startSportsSettlement } from './originals/sportsSettlement'
import { seedIfEmpty } from './seed/seed'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// README.md#environment-variables: a wrong value stops the start, naming the variable.
const read = readEnvironment(process.env)
if (!read.ok) {
  console.error(`LobbyKit cannot start:\n${read.problems.map((problem) => `  ${problem}`).join('\n')}`)
  process.exit(1)
}
const env = read.environment

const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.PGLITE_DIR ?? here('../.data/pglite'),
  migrationsFolder: here('../drizzle'),
})
await database.migrate()
if (await seedIfEmpty(database.db)) console.log('Seeded the demo tenants')

const development = env.NODE_ENV !== 'production'
const app = createApp({
  db: database.db,
  siteDir: env.SITE_DIR ?? here('../../site/dist'),
  siteServer: env.SITE_SERVER ?? here('../../site/dist-server/server.js'),
  trustProxy: env.TRUST_PROXY === '1',
  // docs/operators.md#gallery: the console's theme gallery frames `<label>.<PREVIEW_HOST>`.
  previewHost: env.PREVIEW_HOST,
  // docs/operators.md#console-host: the operator console, at http://<CONSOLE_HOST>:<PORT>/console/.
  consoleDir: env.CONSOLE_DIR ?? here('../../console/dist'),
  consoleHost: env.CONSOLE_HOST,
  // Development has no SMS gateway: one-time codes are printed here (and kept in the outbox table).
  onOutbox: development
    ? ({ recipient, body }) => console.log(`[outbox] to ${recipient}: ${body}`)
    : undefined,
})
// Virtual sports bets are settled when their last fixture ends (docs/product.md#originals).
const settlement = startSportsSettlement(database.db)
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
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
