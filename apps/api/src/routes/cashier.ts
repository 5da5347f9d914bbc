import { maxBankAccounts } from '@lobbykit/contract'
import type { Hono } from 'hono'
import { requirePlayer } from '../auth/sessions'
import { addBankAccount, bankAccountsOf, banksOf } from '../cashier/banks'
import { depositMethodsOf, requestDeposit } from '../cashier/deposits'
import { betHistoryOf, historyQuery, statementOf, transactionsOf } from '../cashier/history'
import { cancelWithdrawal, requestWithdrawal } from '../cashier/withdrawals'
import type { ApiContext } from '../context'
import { defineCall } from '../http/call'
import { ok } from '../http/respond'
import { settleDueSportsBets } from '../originals/sportsSettlement'

/**
 * The cashier calls under /api/wallet/* (docs/product.md#cashier). Every call acts only on the signed-in
 * player's own money: the session names the player and tenant, and every lookup is by that player.
 */
export function registerCashier(app: Hono, ctx: ApiContext) {
  defineCall(app, 'depositMethods', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, { methods: await depositMethodsOf(ctx.db, player.tenantId) })
  })

  defineCall(app, 'deposit', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const answer = await requestDeposit(ctx.db, {
      owner: player,
      methodId: body.method_id,
      amount: body.amount,
      requestId: body.request_id,
      now: ctx.now(),
    })
    return ok(c, answer)
  })

  defineCall(app, 'bankList', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const [banks, accounts] = await Promise.all([
      banksOf(ctx.db, player.tenantId),
      bankAccountsOf(ctx.db, player),
    ])
    return ok(c, { banks, accounts, max_accounts: maxBankAccounts })
  })

  defineCall(app, 'addBank', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const id = await addBankAccount(
      ctx.db,
      player,
      { bankCode: body.bank_code, holderName: body.holder_name, accountNo: body.account_no },
      ctx.now(),
    )
    return ok(c, { bank_account_id: id, accounts: await bankAccountsOf(ctx.db, player) })
  })

  defineCall(app, 'withdraw', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const answer = await requestWithdrawal(ctx.db, {
      owner: player,
      bankAccountId: body.bank_account_id,
      amount: body.amount,
      requestId: body.request_id,
      acceptBonusForfeit: body.accept_bonus_forfeit,
      now: ctx.now(),
    })
    return ok(c, answer)
  })

  defineCall(app, 'cancelWithdrawal', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, await cancelWithdrawal(ctx.db, player, body.transaction_id, ctx.now()))
  })

  defineCall(app, 'transactions', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const query = { ...historyQuery(body), type: body.type, status: body.status }
    return ok(c, await transactionsOf(ctx.db, player.id, query))
  })

  defineCall(app, 'statement', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    // Sports bets whose fixtures have ended show settled, with their wins (docs/product.md#rounds).
    await settleDueSportsBets(ctx.db, ctx.now(), player.id, ctx.logger)
    return ok(c, await statementOf(ctx.db, player.id, historyQuery(body)))
  })

  defineCall(app, 'betHistory', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    // Sports bets whose fixtures have ended show settled, with their wins (docs/product.md#rounds).
    await settleDueSportsBets(ctx.db, ctx.now(), player.id, ctx.logger)
    return ok(c, await betHistoryOf(ctx.db, player.id, historyQuery(body)))
  })
}
