import type { Hono } from 'hono'
import { requirePlayer } from '../auth/sessions'
import type { ApiContext } from '../context'
import { defineCall } from '../http/call'
import { ok } from '../http/respond'
import { collect, minigameState, spin } from '../minigame/spins'

/** The minigame calls under /api/minigame/* (docs/product.md#minigame), on the signed-in player's wallet. */
export function registerMinigame(app: Hono, ctx: ApiContext) {
  defineCall(app, 'minigameState', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, await minigameState(ctx.db, player))
  })

  defineCall(app, 'minigameSpin', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, await spin(ctx.db, player, body.request_id, ctx.now()))
  })

  defineCall(app, 'minigameCollect', async (c, body) => {
    const { player } = await requirePlayer(ctx, c, body)
    return ok(c, await collect(ctx.db, player, body.spin_id, ctx.now()))
  })
}
