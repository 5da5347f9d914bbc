import type { Hono } from 'hono'
import { requirePlayer } from '../auth/sessions'
import type { ApiContext } from '../context'
import { defineCall } from '../http/call'
import { ok } from '../http/respond'
import { claimMission, missionsOf } from '../missions/missions'

/** The missions calls under /api/missions/* (docs/product.md#missions), for the signed-in player. */
export function registerMissions(app: Hono, ctx: ApiContext) {
  defineCall(app, 'missions', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, { value: await missionsOf(ctx.db, player, ctx.now()) })
  })

  defineCall(app, 'claimMission', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, await claimMission(ctx.db, player, body.mission_code, ctx.now()))
  })
}
