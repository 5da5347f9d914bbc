import { operatorMessages } from '@lobbykit/contract/operator'
import { asc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { ApiContext } from '../context'
import type { Db } from '../db/client'
import { operators } from '../db/schema'
import { Refusal } from '../http/refusal'
import { ok } from '../http/respond'
import { type OperatorRow, openOperatorAccount } from '../operators/accounts'
import { appendAudit } from '../operators/audit'
import { defineOperatorCall } from '../operators/operatorCall'
import { isCommonPassword } from '../security/commonPasswords'

/** How the owner sees an operator account: never its password hash. */
const accountView = (row: OperatorRow) => ({
  email: row.email,
  name: row.name,
  role: row.role as 'owner' | 'onboarding' | 'cashier' | 'support',
  disabled: row.disabledAt !== null,
  created_at: row.createdAt.toISOString(),
})

/** docs/operators.md#roles: the owner makes operator accounts, and disables or re-enables them. */
export function registerOperatorAccounts(app: Hono, ctx: ApiContext) {
  defineOperatorCall(app, ctx, 'operatorList', async (c) => {
    const rows = await ctx.db.select().from(operators).orderBy(asc(operators.email))
    return ok(c, { operators: rows.map(accountView) })
  })

  defineOperatorCall(app, ctx, 'operatorCreate', async (c, body, who) => {
    // docs/architecture.md#passwords: a named field's refusal, shown to the owner as written.
    if (isCommonPassword(body.password)) {
      throw new Refusal(400, 'password: this is one of the most common passwords; choose another')
    }
    const made = await openOperatorAccount(ctx.db, body, who.operator.email, ctx.now())
    if (!made) throw new Refusal(409, operatorMessages.operatorExists)
    return ok(c, { operator: accountView(made) })
  })

  defineOperatorCall(app, ctx, 'operatorDisable', async (c, body, who) => {
    if (body.email === who.operator.email) throw new Refusal(409, operatorMessages.disableSelf)
    const now = ctx.now()
    const changed = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      const [before] = await tx.select().from(operators).where(eq(operators.email, body.email)).for('update')
      if (!before) throw new Refusal(404, operatorMessages.operatorNotFound)
      // A disabled account's sessions stop answering at once (a session is live only while its operator is not).
      const [after] = await tx
        .update(operators)
        .set({ disabledAt: body.disabled ? (before.disabledAt ?? now) : null })
        .where(eq(operators.id, before.id))
        .returning()
      await appendAudit(tx, {
        operator: who.operator.email,
        action: 'operators.manage',
        target: `operator:${before.email}`,
        before: { disabled: before.disabledAt !== null },
        after: { disabled: body.disabled },
        at: now,
      })
      return after ?? before
    })
    return ok(c, { operator: accountView(changed) })
  })
}
