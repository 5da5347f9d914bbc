import { desc, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { auditLog } from '../db/schema'

export interface AuditRecord {
  /** The operator's e-mail address. */
  operator: string
  /** The contract's action (`cashier.settle`), with what was done after a colon where the action has several. */
  action: string
  target: string
  before: unknown
  after: unknown
  at: Date
}

/**
 * Appends an entry to the audit log (docs/operators.md#audit-log). Called inside the transaction of the change
 * it records, so a change is never without its entry, nor an entry without its change.
 */
export async function appendAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    operator: record.operator,
    action: record.action,
    target: record.target,
    before: record.before ?? null,
    after: record.after ?? null,
    at: record.at,
  })
}

/** The newest entries first, `limit` of them, older than `beforeId` when given. */
export function readAudit(db: Db, options: { beforeId?: number | undefined; limit: number }) {
  return db
    .select()
    .from(auditLog)
    .where(options.beforeId ? lt(auditLog.id, options.beforeId) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(options.limit)
}
