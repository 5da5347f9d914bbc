import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import { rowsOf } from '../db/rows'
import { migrationsFolder } from '../testing/testDatabase'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** The migrations up to and including `lastTag`, as a folder of their own: a database as an older release left it. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'lobbykit-migrations-'))
  folders.push(folder)
  cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag)
  expect(last).toBeGreaterThan(0)
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }))
  return folder
}

async function levelsOf(db: Awaited<ReturnType<typeof openDatabase>>['db'], code: string) {
  const answer = await db.execute(
    sql`select v.level, v.name from vip_levels v join tenants t on t.id = v.tenant_id where t.code = ${code} order by v.level`,
  )
  return rowsOf<{ level: number; name: string }>(answer).map((row) => `${row.level} ${row.name}`)
}

describe('VIP levels numbered from 1 (docs/product.md#vip-rewards)', () => {
  it('moves a table that began at 0 up by one on upgrade, and leaves a table that began at 1 alone', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'lobbykit-vip-')), 'pglite')
    folders.push(dataDir)
    const before = await openDatabase({ dataDir, migrationsFolder: migrationsUpTo('0016_leaderboards') })
    await before.migrate()
    for (const [code, first] of [
      ['from-zero', 0],
      ['from-one', 1],
    ] as const) {
      await before.db.execute(
        sql`insert into tenants (code, external_id, site_name, currency, theme_code, theme_color)
            values (${code}, ${code}, ${code}, 'PHP', 'casino1', 'blue')`,
      )
      for (const [offset, name] of ['Bronze', 'Silver', 'Gold'].entries())
        await before.db.execute(
          sql`insert into vip_levels (tenant_id, level, name, min_deposit, min_turnover)
              select id, ${first + offset}, ${name}, ${offset * 1_000}, 0 from tenants where code = ${code}`,
        )
    }
    await before.close()

    const after = await openDatabase({ dataDir, migrationsFolder })
    try {
      await after.migrate()
      expect(await levelsOf(after.db, 'from-zero')).toEqual(['1 Bronze', '2 Silver', '3 Gold'])
      expect(await levelsOf(after.db, 'from-one')).toEqual(['1 Bronze', '2 Silver', '3 Gold'])
    } finally {
      await after.close()
    }
  })
})
