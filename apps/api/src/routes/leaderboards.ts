import type { Hono } from 'hono'
import { requirePlayer } from '../auth/sessions'
import type { ApiContext } from '../context'
import { defineCall } from '../http/call'
import { Refusal } from '../http/refusal'
import { ok } from '../http/respond'
import { leaderboardsOf } from '../leaderboards/leaderboards'
import { requireSite } from '../tenants/site'

/**
 * The leaderboards call (docs/product.md#leaderboards): anyone may read a site's boards; a signed-in player's
 * `account_id` and `auth` add their own place. Reading settles the periods that have ended (their prizes are paid
 * once, whatever number of reads arrive at once).
 */
export function registerLeaderboards(app: Hono, ctx: ApiContext) {
  defineCall(app, 'leaderboards', async (c, body) => {
    const site = await requireSite(ctx, body)
    let playerId: number | undefined
    if (body.account_id !== undefined || body.auth !== undefined) {
      if (body.account_id === undefined || body.auth === undefined)
        throw new Refusal(400, 'auth: send account_id and auth together, or neither')
      const { player } = await requirePlayer(ctx, c, {
        account_id: body.account_id,
        auth: body.auth,
        domain_name: body.domain_name,
      })
      playerId = player.id
    }
    return ok(c, { value: await leaderboardsOf(ctx.db, site.tenant.id, playerId, ctx.now(), ctx.logger) })
  })
}
