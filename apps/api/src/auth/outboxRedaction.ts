import { and, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { outbox } from '../db/schema'
import { type Logger, silentLogger } from '../logging/logger'
import { tacLifetimeSeconds } from './oneTimeCodes'

/** What a spent code reads as in the outbox. */
export const redactedCode = '······'

/**
 * docs/architecture.md#passwords: a one-time code in the outbox serves only while it can be used. Once its five
 * minutes are over, its digits are blanked out of the message, so the table keeps no code anyone could use later
 * nor the pattern of codes. Looks back `lookBackMs` (a day by default; `'all'`, the whole table, at start).
 */
export async function redactSpentCodes(
  db: Db,
  now: Date,
  lookBackMs: number | 'all' = 24 * 3_600_000,
): Promise<number> {
  const spentBefore = new Date(now.getTime() - tacLifetimeSeconds * 1000)
  const rows = await db
    .update(outbox)
    .set({ body: sql`regexp_replace(${outbox.body}, '[0-9]{6}', ${redactedCode}, 'g')` })
    .where(
      and(
        lt(outbox.createdAt, spentBefore),
        // A date as far back as "everything" would be out of PostgreSQL's range: the whole table has no lower bound.
        lookBackMs === 'all' ? undefined : gt(outbox.createdAt, new Date(spentBefore.getTime() - lookBackMs)),
        sql`${outbox.body} ~ '[0-9]{6}'`,
      ),
    )
    .returning({ id: outbox.id })
  return rows.length
}

/** Blanks spent codes once at start (the whole table), then every minute. */
export function startOutboxRedaction(
  db: Db,
  options: { intervalMs?: number; now?: () => Date; logger?: Logger } = {},
) {
  const now = options.now ?? (() => new Date())
  const logger = options.logger ?? silentLogger
  const run = (lookBackMs?: number | 'all') =>
    redactSpentCodes(db, now(), lookBackMs).catch((error) =>
      logger.error({ err: error }, 'blanking spent codes in the outbox failed'),
    )
  void run('all')
  const timer = setInterval(() => void run(), options.intervalMs ?? 60_000)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
