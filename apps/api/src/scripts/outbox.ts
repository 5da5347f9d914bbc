/**
 * Prints the latest messages of the outbox (one-time codes for SMS), for development: the demo has no SMS
 * gateway. `pnpm --filter @lobbykit/api outbox [count]`. With DATABASE_URL it reads that PostgreSQL; without,
 * the embedded PGlite folder, which only one process may open: stop the server first (while it runs in
 * development, it prints every outbox message on its console too).
 */
import { fileURLToPath } from 'node:url'
import { desc } from 'drizzle-orm'
import { openDatabase } from '../db/client'
import { outbox } from '../db/schema'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const limit = Math.max(1, Math.min(500, Number(process.argv[2] ?? 20) || 20))

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.PGLITE_DIR ?? here('../../.data/pglite'),
  migrationsFolder: here('../../drizzle'),
})
try {
  await database.migrate()
  const rows = await database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit)
  if (rows.length === 0) console.log('The outbox is empty.')
  for (const row of rows.reverse()) {
    console.log(`${row.createdAt.toISOString()}  ${row.channel} to ${row.recipient}: ${row.body}`)
  }
} finally {
  await database.close()
}
