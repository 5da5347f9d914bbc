import type { Hono } from 'hono'
import { requirePlayer } from '../auth/sessions'
import { bonusOffersOf, optInBonus } from '../bonus/bonus'
import type { ApiContext } from '../context'
import { defineCall } from '../http/call'
import { ok } from '../http/respond'

/** The deposit bonus calls under /api/bonus/* (docs/product.md#deposit-bonus), for the signed-in player. */
export function registerBonus(app: Hono, ctx: ApiContext) {
  defineCall(app, 'bonusOffers', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, await bonusOffersOf(ctx.db, player, ctx.now()))
  })

  defineCall(app, 'optInBonus', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, await optInBonus(ctx.db, player, body.offer_code, body.request_id, ctx.now()))
  })
}
