import { seedDemoGames } from '../seed/games'
import { seedIfEmpty } from '../seed/seed'
import type { Database } from './client'

/**
 * Brings a database up to date, under the migration lock (docs/deploy.md#migrations), so instances starting
 * together on one PostgreSQL do it one after the other and the later ones find nothing left to do:
 *
 * - the migrations of `drizzle/`;
 * - our own games: the originals' provider and its house games, offered on every tenant (docs/product.md#originals),
 *   which every installation has; written only where missing;
 * - with `demo` (never in production, docs/deploy.md#production-mode), the demo tenants when the database has none,
 *   and the demo's later parts on a demo database seeded before them.
 *
 * Answers whether it seeded the demo tenants.
 */
export async function prepareDatabase(
  database: Database,
  options: { demo: boolean },
): Promise<{ seeded: boolean }> {
  return database.underMigrationLock(async () => {
    await database.migrate()
    if (options.demo) return { seeded: await seedIfEmpty(database.db) }
    await seedDemoGames(database.db)
    return { seeded: false }
  })
}
