import type { Hono } from 'hono'
import { requirePlayer } from '../auth/sessions'
import {
  rgStatusOf,
  selfExclude,
  setDepositLimit,
  setRealityCheck,
  timeOut,
} from '../cashier/responsibleGaming'
import type { ApiContext } from '../context'
import { defineCall } from '../http/call'
import { ok } from '../http/respond'

/** The responsible-gaming calls under /api/rg/* (docs/product.md#responsible-gaming). */
export function registerResponsibleGaming(app: Hono, ctx: ApiContext) {
  defineCall(app, 'getLimits', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, await rgStatusOf(ctx.db, player.id, ctx.now()))
  })

  defineCall(app, 'setLimit', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const now = ctx.now()
    await setDepositLimit(ctx.db, player, body.period, body.amount, now)
    return ok(c, await rgStatusOf(ctx.db, player.id, now))
  })

  defineCall(app, 'timeOut', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const until = await timeOut(ctx.db, player, body.days, ctx.now())
    return ok(c, { until: until.toISOString() })
  })

  defineCall(app, 'selfExclude', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const until = await selfExclude(ctx.db, player, body.months, ctx.now())
    return ok(c, { until: until.toISOString() })
  })

  defineCall(app, 'realityCheck', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    const now = ctx.now()
    await setRealityCheck(ctx.db, player, body.minutes, now)
    return ok(c, await rgStatusOf(ctx.db, player.id, now))
  })
}
