import {
  type OperatorAction,
  type OperatorRole,
  operatorActions,
  operatorCalls,
  operatorCookieName,
  operatorMessages,
  roleMay,
} from '@lobbykit/contract/operator'
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import type * as z from 'zod/mini'
import { adjustBalance } from '../cashier/adjust'
import { approveTransaction, listPending, rejectTransaction } from '../cashier/operator'
import type { ApiContext } from '../context'
import type { Db } from '../db/client'
import { inboxItems, players, tenants, walletTransactions } from '../db/schema'
import { readBody } from '../http/body'
import { clientAddress } from '../http/clientAddress'
import { Refusal } from '../http/refusal'
import { fail, ok } from '../http/respond'
import {
  checkOperatorPassword,
  endOperatorSession,
  normalizeEmail,
  type OperatorRow,
  openOperatorSession,
  operatorSessionTtlMs,
} from '../operators/accounts'
import { appendAudit, readAudit } from '../operators/audit'
import { defineOperatorCall, isCrossSite } from '../operators/operatorCall'
import {
  ledgerPage,
  liveSessions,
  playerLimits,
  playerSummary,
  playersWithWallets,
  playerWithWallet,
  setPlayerStatus,
} from '../operators/players'
import { beforeSignIn, countSignInFailure } from '../security/signInGuard'
import { registerOperatorAccounts } from './operatorAccounts'
import { registerOperatorTenants } from './operatorTenants'

/** A session's answer: who, the CSRF token, and what the role may do. */
function sessionAnswer(operator: OperatorRow, csrfToken: string) {
  const role = operator.role as OperatorRole
  return {
    operator: { email: operator.email, name: operator.name, role },
    csrf_token: csrfToken,
    actions: (Object.keys(operatorActions) as OperatorAction[]).filter((action) => roleMay(role, action)),
  }
}

/** The escaped `%` and `_` of a search text, so they match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`

/** docs/operators.md#calls: sign-in, the session, the cashier's queue, players and the audit log. */
export function registerOperator(app: Hono, ctx: ApiContext) {
  const login = operatorCalls.operatorLogin
  app.post(login.path, async (c: Context) => {
    if (isCrossSite(c)) return fail(c, 403, operatorMessages.crossSite)
    const body = await readBody(c, login.request as unknown as z.ZodMiniType<z.infer<typeof login.request>>)
    if (!body.ok) return fail(c, body.status, body.message)
    const now = ctx.now()
    const email = normalizeEmail(body.data.email)
    // docs/architecture.md#sign-in-limits: failures slow this address's next tries, never lock the operator out.
    const attempt = { path: 'operator', account: email, address: clientAddress(c, ctx.trustProxy) } as const
    try {
      await beforeSignIn(ctx, attempt)
    } catch (error) {
      if (error instanceof Refusal) return fail(c, 429, 'Too many sign-in attempts: wait a few minutes')
      throw error
    }
    const operator = await checkOperatorPassword(ctx.db, email, body.data.password)
    if (!operator) await countSignInFailure(ctx, attempt)
    if (!operator) return fail(c, 401, operatorMessages.signInFailed)
    const { token, csrfToken } = await openOperatorSession(ctx.db, operator, now)
    await appendAudit(ctx.db, {
      operator: operator.email,
      action: 'session.start',
      target: `operator:${operator.email}`,
      before: null,
      after: { role: operator.role },
      at: now,
    })
    setCookie(c, operatorCookieName, token, {
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/operator',
      maxAge: operatorSessionTtlMs / 1000,
    })
    return ok(c, sessionAnswer(operator, csrfToken))
  })

  defineOperatorCall(app, ctx, 'operatorSession', async (c, _body, who) =>
    ok(c, sessionAnswer(who.operator, who.csrfToken)),
  )

  defineOperatorCall(app, ctx, 'operatorLogout', async (c, _body, who) => {
    const now = ctx.now()
    await endOperatorSession(ctx.db, who.sessionId, now)
    await appendAudit(ctx.db, {
      operator: who.operator.email,
      action: 'session.end',
      target: `operator:${who.operator.email}`,
      before: null,
      after: null,
      at: now,
    })
    deleteCookie(c, operatorCookieName, { path: '/api/operator', secure: true })
    return ok(c, {})
  })

  defineOperatorCall(app, ctx, 'cashierPending', async (c, body) => {
    const rows = await listPending(ctx.db, { tenantCode: body.tenant_code })
    return ok(c, {
      pending: rows.map((row) => ({
        transaction_id: row.transactionId,
        tenant_code: row.tenantCode,
        currency: row.currency,
        account_id: row.accountId,
        type: row.type,
        amount: row.amount,
        fee: row.fee,
        via: row.via,
        created_at: row.createdAt.toISOString(),
      })),
    })
  })

  /** Settles a transaction and writes its audit entry in one database transaction. */
  const settleAudited = (
    who: OperatorRow,
    transactionId: number,
    settle: (db: Db, now: Date) => ReturnType<typeof approveTransaction>,
  ) => {
    const now = ctx.now()
    return ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      const [before] = await tx
        .select({
          status: walletTransactions.status,
          type: walletTransactions.type,
          amount: walletTransactions.amount,
        })
        .from(walletTransactions)
        .where(eq(walletTransactions.id, transactionId))
      const result = await settle(tx, now)
      await appendAudit(tx, {
        operator: who.email,
        action: 'cashier.settle',
        target: `transaction:${transactionId}`,
        before: before ?? null,
        after: {
          status: result.transaction.status,
          reason: result.transaction.reason,
          balance: result.balance,
        },
        at: now,
      })
      return result
    })
  }

  defineOperatorCall(app, ctx, 'cashierApprove', async (c, body, who) => {
    const { transaction, balance } = await settleAudited(who.operator, body.transaction_id, (db, now) =>
      approveTransaction(db, body.transaction_id, { by: who.operator.email, now }),
    )
    return ok(c, { transaction_id: transaction.id, status: 'approved', balance })
  })

  defineOperatorCall(app, ctx, 'cashierReject', async (c, body, who) => {
    const { transaction, balance } = await settleAudited(who.operator, body.transaction_id, (db, now) =>
      rejectTransaction(db, body.transaction_id, { by: who.operator.email, reason: body.reason, now }),
    )
    return ok(c, { transaction_id: transaction.id, status: 'rejected', balance })
  })

  defineOperatorCall(app, ctx, 'playerSearch', async (c, body) => {
    const pattern = likePattern(body.query)
    const filters: SQL[] = [
      or(
        ilike(players.accountId, pattern),
        ilike(players.phone, pattern),
        ilike(players.email, pattern),
      ) as SQL,
    ]
    if (body.tenant_code) filters.push(eq(tenants.code, body.tenant_code))
    const rows = await playersWithWallets(ctx.db)
      .where(and(...filters))
      .orderBy(asc(tenants.code), asc(players.accountId))
      .limit(50)
    return ok(c, { players: rows.map(playerSummary) })
  })

  defineOperatorCall(app, ctx, 'playerDetail', async (c, body) => {
    const found = await playerWithWallet(ctx.db, body.player_id)
    return ok(c, {
      player: playerSummary(found),
      sessions: await liveSessions(ctx.db, body.player_id, ctx.now()),
      limits: await playerLimits(ctx.db, body.player_id),
    })
  })

  defineOperatorCall(app, ctx, 'playerLedger', async (c, body) => {
    await playerWithWallet(ctx.db, body.player_id)
    const lines = await ledgerPage(ctx.db, body.player_id, {
      beforeId: body.before_id,
      limit: body.limit ?? 50,
    })
    return ok(c, { lines })
  })

  defineOperatorCall(app, ctx, 'playerSetStatus', async (c, body, who) => {
    const now = ctx.now()
    const ended = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      const before = await playerWithWallet(tx, body.player_id)
      const count = await setPlayerStatus(tx, body.player_id, body.status, now)
      await appendAudit(tx, {
        operator: who.operator.email,
        action: 'players.manage',
        target: `player:${body.player_id}`,
        before: { status: before.player.status },
        after: { status: body.status, reason: body.reason, sessions_ended: count },
        at: now,
      })
      return count
    })
    return ok(c, { status: body.status, sessions_ended: ended })
  })

  // docs/operators.md#inbox-messages: a message in one player's inbox; a reward in it is money, claimed through the
  // ledger by the player, so only a role that may adjust balances attaches one. A retried request id delivers once.
  defineOperatorCall(app, ctx, 'playerMessage', async (c, body, who) => {
    if (body.reward > 0 && !roleMay(who.operator.role as OperatorRole, 'cashier.adjust'))
      return fail(c, 403, operatorMessages.rewardNotAllowed)
    const now = ctx.now()
    const inboxId = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      const { player } = await playerWithWallet(tx, body.player_id)
      const [sent] = await tx
        .insert(inboxItems)
        .values({
          tenantId: player.tenantId,
          playerId: player.id,
          title: body.title,
          body: body.body,
          reward: body.reward,
          requestId: body.request_id,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: inboxItems.id })
      if (!sent) {
        const [first] = await tx
          .select({ id: inboxItems.id })
          .from(inboxItems)
          .where(and(eq(inboxItems.playerId, player.id), eq(inboxItems.requestId, body.request_id)))
        if (!first) throw new Error('a conflicting message has no row')
        return first.id
      }
      await appendAudit(tx, {
        operator: who.operator.email,
        action: body.reward > 0 ? 'cashier.adjust' : 'players.manage',
        target: `player:${player.id}`,
        before: null,
        after: { inbox_id: sent.id, title: body.title, reward: body.reward },
        at: now,
      })
      return sent.id
    })
    return ok(c, { inbox_id: inboxId })
  })

  defineOperatorCall(app, ctx, 'cashierAdjust', async (c, body, who) => {
    const now = ctx.now()
    const result = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      const before = await playerWithWallet(tx, body.player_id)
      const adjusted = await adjustBalance(tx, {
        playerId: body.player_id,
        amount: body.amount,
        requestId: body.request_id,
        now,
      })
      // A retried request id moves nothing: the first try's entry is already in the log.
      if (!adjusted.repeated)
        await appendAudit(tx, {
          operator: who.operator.email,
          action: 'cashier.adjust',
          target: `player:${body.player_id}`,
          before: { balance: before.balance ?? 0 },
          after: {
            balance: adjusted.balance,
            amount: body.amount,
            reason: body.reason,
            entry_id: adjusted.entryId,
          },
          at: now,
        })
      return adjusted
    })
    return ok(c, { entry_id: result.entryId, balance: result.balance })
  })

  registerOperatorTenants(app, ctx)
  registerOperatorAccounts(app, ctx)

  defineOperatorCall(app, ctx, 'auditLog', async (c, body) => {
    const rows = await readAudit(ctx.db, { beforeId: body.before_id, limit: body.limit ?? 50 })
    return ok(c, {
      entries: rows.map((row) => ({
        audit_id: row.id,
        operator: row.operator,
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
        at: row.at.toISOString(),
      })),
    })
  })
}
