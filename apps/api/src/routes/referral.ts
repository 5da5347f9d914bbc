import type { Hono } from 'hono'
import { requirePlayer } from '../auth/sessions'
import type { ApiContext } from '../context'
import { defineCall } from '../http/call'
import { ok } from '../http/respond'
import { claimReferral, referralSummary } from '../referral/referral'

/** The referral calls under /api/referral/* (docs/product.md#referral), for the signed-in player. */
export function registerReferral(app: Hono, ctx: ApiContext) {
  defineCall(app, 'referral', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, await referralSummary(ctx.db, player))
  })

  defineCall(app, 'claimReferral', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, await claimReferral(ctx.db, player, ctx.now()))
  })
}
