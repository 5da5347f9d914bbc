import { operatorMessages } from '@lobbykit/contract/operator'
import { type TenantConfig, type TenantVersion, tenantConfigSchema } from '@lobbykit/contract/tenantConfig'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { tenants, tenantVersions } from '../db/schema'
import { Refusal } from '../http/refusal'
import { applyConfig, readLiveConfig, sanitizeConfig } from './config'

type VersionRow = typeof tenantVersions.$inferSelect

/** How a version is answered. */
export function versionView(row: VersionRow): TenantVersion {
  return {
    version: row.version,
    state: row.state as TenantVersion['state'],
    based_on: row.basedOn,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  }
}

/**
 * A version's settings in the contract's key order (PostgreSQL's jsonb keeps keys in an order of its own), so
 * answers and differences list fields as the document does.
 */
export const configOfVersion = (row: VersionRow): TenantConfig => tenantConfigSchema.parse(row.config)

/** The tenant of a code, its row locked until the transaction ends: one change to its versions at a time. */
export async function lockTenant(tx: Db, code: string) {
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.code, code)).for('update')
  if (!tenant) throw new Refusal(404, operatorMessages.tenantNotFound)
  return tenant
}

/**
 * The tenant's versions, newest first. A tenant that has none yet (made before versions existed) gets its live
 * settings as version 1, published.
 */
export async function versionsOf(tx: Db, tenantId: number, now: Date): Promise<VersionRow[]> {
  const rows = await tx
    .select()
    .from(tenantVersions)
    .where(eq(tenantVersions.tenantId, tenantId))
    .orderBy(desc(tenantVersions.version))
  if (rows.length > 0) return rows
  const [first] = await tx
    .insert(tenantVersions)
    .values({
      tenantId,
      version: 1,
      config: await readLiveConfig(tx, tenantId),
      state: 'published',
      basedOn: null,
      createdBy: 'live settings',
      createdAt: now,
      publishedAt: now,
    })
    .onConflictDoNothing()
    .returning()
  return first ? [first] : versionsOf(tx, tenantId, now)
}

/** One version of the tenant (the newest when `version` is left out), or a 404 refusal. */
export async function versionOf(tx: Db, tenantId: number, version: number | undefined, now: Date) {
  const rows = await versionsOf(tx, tenantId, now)
  const row = version === undefined ? rows[0] : rows.find((entry) => entry.version === version)
  if (!row) throw new Refusal(404, operatorMessages.versionNotFound)
  return row
}

/**
 * Saves an edit as a new draft (docs/operators.md#tenant-versions), its CMS bodies sanitised. The edit names the
 * version it started from: when a newer one was saved since, it is refused (409) rather than silently undo that.
 */
export async function saveDraft(
  tx: Db,
  tenantId: number,
  edit: { basedOn: number; config: TenantConfig; by: string; now: Date },
): Promise<{ saved: VersionRow; base: VersionRow }> {
  const rows = await versionsOf(tx, tenantId, edit.now)
  const latest = rows[0]
  const base = rows.find((row) => row.version === edit.basedOn)
  if (!base) throw new Refusal(404, operatorMessages.versionNotFound)
  if (!latest || latest.version !== edit.basedOn) throw new Refusal(409, operatorMessages.staleDraft)
  const [saved] = await tx
    .insert(tenantVersions)
    .values({
      tenantId,
      version: latest.version + 1,
      config: sanitizeConfig(edit.config),
      state: 'draft',
      basedOn: edit.basedOn,
      createdBy: edit.by,
      createdAt: edit.now,
    })
    .returning()
  if (!saved) throw new Error('the draft was not saved')
  return { saved, base }
}

/**
 * Makes a version live: its settings go into the live tables, it becomes the published one and the one before is
 * superseded. Answers the version that was live before.
 */
export async function publish(
  tx: Db,
  tenantId: number,
  row: VersionRow,
  now: Date,
): Promise<VersionRow | undefined> {
  const [live] = await tx
    .select()
    .from(tenantVersions)
    .where(and(eq(tenantVersions.tenantId, tenantId), eq(tenantVersions.state, 'published')))
  await applyConfig(tx, tenantId, configOfVersion(row))
  if (live) await tx.update(tenantVersions).set({ state: 'superseded' }).where(eq(tenantVersions.id, live.id))
  await tx
    .update(tenantVersions)
    .set({ state: 'published', publishedAt: now })
    .where(eq(tenantVersions.id, row.id))
  return live
}

/** Rolling back re-publishes an earlier version's settings as a new version, so the history keeps every step. */
export async function copyForRollback(tx: Db, tenantId: number, earlier: VersionRow, by: string, now: Date) {
  const [latest] = await versionsOf(tx, tenantId, now)
  const [copy] = await tx
    .insert(tenantVersions)
    .values({
      tenantId,
      version: (latest?.version ?? 0) + 1,
      config: earlier.config,
      state: 'draft',
      basedOn: earlier.version,
      createdBy: by,
      createdAt: now,
    })
    .returning()
  if (!copy) throw new Error('the rollback was not saved')
  return copy
}
