import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { startOutboxRedaction } from './auth/outboxRedaction'
import { readEnvironment } from './config/environment'
import { openDatabase } from './db/client'
import { prepareDatabase } from './db/prepareDatabase'
import { startLeaderboardSettlement } from './leaderboards/settlement'
import { createLogger } from './logging/logger'
import { startSportsSettlement } from './originals/sportsSettlement'
import { outboxPrinter } from './startup/outboxPrinter'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// README.md#environment-variables: a wrong value stops the start, naming the variable, one line per problem.
const read = readEnvironment(process.env)
if (!read.ok) {
  const logger = createLogger({ level: 'info' })
  for (const problem of read.problems) logger.fatal(`LobbyKit cannot start: ${problem}`)
  process.exit(1)
}
const env = read.environment
// docs/deploy.md#logs: JSON lines on standard output.
const logger = createLogger({ level: env.LOG_LEVEL })
// docs/deploy.md#production-mode: no demo data and no printed one-time codes; PostgreSQL only (checked above).
const production = env.NODE_ENV === 'production'

const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.PGLITE_DIR ?? here('../.data/pglite'),
  migrationsFolder: here('../drizzle'),
  logger,
})
// docs/deploy.md#migrations: under the migration lock, unless the deployment ran `pnpm migrate` first.
if (env.MIGRATE_ON_START === '1') {
  try {
    const { seeded } = await prepareDatabase(database, { demo: !production })
    if (seeded) logger.info('seeded the demo tenants')
  } catch (error) {
    logger.fatal({ err: error }, 'LobbyKit cannot start: the database could not be brought up to date')
    await database.close().catch(() => {})
    process.exit(1)
  }
} else {
  logger.info('MIGRATE_ON_START=0: the database is taken as it is')
}

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
  logger,
  // Development has no SMS gateway: one-time codes are printed here (and kept in the outbox table); production
  // prints none.
  onOutbox: outboxPrinter(env.NODE_ENV),
})
// Virtual sports bets are settled when their last fixture ends (docs/product.md#originals).
const settlement = startSportsSettlement(database.db, { logger })
// docs/architecture.md#passwords: a one-time code stays readable in the outbox only while it can be used.
const redaction = startOutboxRedaction(database.db, { logger })
// docs/product.md#leaderboards: a board's prizes are paid once its period has ended, read or not.
const leaderboardSettlement = startLeaderboardSettlement(database.db, { logger })
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info(
    { port: info.port, host: env.HOST, database: database.kind, nodeEnv: env.NODE_ENV },
    `LobbyKit on http://localhost:${info.port} (${database.kind})`,
  )
})
// docs/architecture.md#health: idle connections outlive a load balancer's (60 s on most), so it never sends a
// request on a connection this side is closing.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
}

/** How long a stopping instance waits for the requests under way before it exits anyway. */
const drainMs = 10_000
let draining = false
// docs/deploy.md#drain: while draining, every answer closes its connection, so a client (a load balancer's
// pooled connection) sends its next request to another instance instead of to one about to go.
server.on('request', (_request, response) => {
  if (draining) response.setHeader('connection', 'close')
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Drain: take no new connection, finish every request under way (idle keep-alive connections close at
    // once), then close the database; a request that never ends is cut after drainMs.
    logger.info({ signal }, 'draining: no new connections, finishing the requests under way')
    draining = true
    settlement.stop()
    redaction.stop()
    leaderboardSettlement.stop()
    const exit = () => void database.close().finally(() => process.exit(0))
    setTimeout(exit, drainMs).unref()
    server.close(exit)
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  })
}
