import type { Hono } from 'hono'
import { requirePlayer } from '../auth/sessions'
import type { ApiContext } from '../context'
import { defineCall } from '../http/call'
import { ok } from '../http/respond'
import { claimVipReward, vipLevelsOf } from '../vip/vip'

/** The VIP reward calls under /api/vip/* (docs/product.md#vip-rewards), for the signed-in player. */
export function registerVip(app: Hono, ctx: ApiContext) {
  defineCall(app, 'vipLevels', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, await vipLevelsOf(ctx.db, player))
  })

  defineCall(app, 'claimVipReward', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, await claimVipReward(ctx.db, player, body.level, body.request_id, ctx.now()))
  })
}
