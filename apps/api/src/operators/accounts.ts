import type { OperatorRole } from '@lobbykit/contract/operator'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { operatorSessions, operators } from '../db/schema'
import { hashPassword, needsRehash, verifyPassword } from '../security/passwords'
import { hashToken, newSessionToken } from '../security/tokens'
import { appendAudit } from './audit'

export type OperatorRow = typeof operators.$inferSelect

/** How long an operator session lasts: a working day (docs/operators.md#sessions). */
export const operatorSessionTtlMs = 8 * 3_600_000

/** Addresses are compared without case and surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** Creates an operator account (the seed, `pnpm tenant`, the owner's console). */
export async function createOperator(
  db: Db,
  account: { email: string; name: string; role: OperatorRole; password: string },
): Promise<OperatorRow> {
  const [row] = await db
    .insert(operators)
    .values({
      email: normalizeEmail(account.email),
      name: account.name,
      role: account.role,
      passwordHash: await hashPassword(account.password),
    })
    .returning()
  if (!row) throw new Error('the operator was not created')
  return row
}

/**
 * Opens an operator account and writes it in the audit log, as `by` (an owner's address, or `cli`), in one
 * transaction: the console's Operators page and `pnpm operator:create`. Answers undefined when the address has an
 * account already.
 */
export async function openOperatorAccount(
  db: Db,
  account: { email: string; name: string; role: OperatorRole; password: string },
  by: string,
  now: Date,
): Promise<OperatorRow | undefined> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const [existing] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.email, normalizeEmail(account.email)))
    if (existing) return undefined
    const row = await createOperator(tx, account)
    await appendAudit(tx, {
      operator: by,
      action: 'operators.manage',
      target: `operator:${row.email}`,
      before: null,
      after: { name: row.name, role: row.role },
      at: now,
    })
    return row
  })
}

/**
 * The operator whose address and password these are, if their account is not disabled. An unknown address costs
 * the time of a password check too, so the answer's time does not tell which addresses exist.
 */
export async function checkOperatorPassword(
  db: Db,
  email: string,
  password: string,
): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(operators.email, normalizeEmail(email)))
  const matches = await verifyPassword(password, row?.passwordHash)
  if (!matches || !row || row.disabledAt) return undefined
  // docs/architecture.md#passwords: a hash made at an older, cheaper cost is replaced while the password is at hand.
  if (needsRehash(row.passwordHash)) {
    await db
      .update(operators)
      .set({ passwordHash: await hashPassword(password) })
      .where(and(eq(operators.id, row.id), eq(operators.passwordHash, row.passwordHash)))
  }
  return row
}

/** Opens a session: the cookie's token (kept only as its hash) and the CSRF token the console sends back. */
export async function openOperatorSession(db: Db, operator: OperatorRow, now: Date) {
  const token = newSessionToken()
  const csrfToken = newSessionToken()
  await db.insert(operatorSessions).values({
    operatorId: operator.id,
    tokenHash: hashToken(token),
    csrfToken,
    createdAt: now,
    expiresAt: new Date(now.getTime() + operatorSessionTtlMs),
  })
  return { token, csrfToken }
}

/** The live session of a cookie's token (not ended, not expired, its operator not disabled), with its operator. */
export async function findOperatorSession(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    )
  return row
}

export async function endOperatorSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ endedAt: now }).where(eq(operatorSessions.id, sessionId))
}
