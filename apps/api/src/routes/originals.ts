import { fixtureIn } from '@lobbykit/contract/calls/fixtures'
import type { Hono } from 'hono'
import type { ApiContext } from '../context'
import { resolveGameToken } from '../games/gameTokens'
import { defineCall } from '../http/call'
import { Refusal } from '../http/refusal'
import { ok } from '../http/respond'
import { changeDiceSeed } from '../originals/diceSeeds'
import { fixturesAround } from '../originals/engines/virtualSports'
import { originalsInfo } from '../originals/info'
import { engineOfGame, playRound } from '../originals/rounds'
import { virtualSportsSecret } from '../originals/secret'
import { requireSite } from '../tenants/site'

/**
 * The originals provider's calls under /api/originals/* (docs/product.md#originals). A game acts with its game
 * token only: the token names the player, tenant and game, so no body can play for anyone else.
 */
export function registerOriginals(app: Hono, ctx: ApiContext) {
  defineCall(app, 'originalsInfo', async (c, body) => {
    const now = ctx.now()
    const holder = await resolveGameToken(ctx.db, body.game_token, now)
    return ok(c, await originalsInfo(ctx.db, holder, now))
  })

  defineCall(app, 'originalsRound', async (c, body) => {
    const now = ctx.now()
    const holder = await resolveGameToken(ctx.db, body.game_token, now)
    return ok(c, await playRound(ctx.db, holder, body, now))
  })

  defineCall(app, 'diceSeed', async (c, body) => {
    const now = ctx.now()
    const holder = await resolveGameToken(ctx.db, body.game_token, now)
    if (engineOfGame(holder.game) !== 'dice')
      throw new Refusal(400, 'game_token: the game does not play dice')
    const seed = await changeDiceSeed(
      ctx.db,
      { playerId: holder.player.id, gameId: holder.game.id },
      { rotate: body.rotate, clientSeed: body.client_seed, now },
    )
    return ok(c, { seed })
  })

  defineCall(app, 'virtualFixtures', async (c, body) => {
    await requireSite(ctx, body)
    const fixtures = fixturesAround(await virtualSportsSecret(ctx.db), ctx.now())
    const { language } = body
    return ok(c, { fixtures: language ? fixtures.map((fixture) => fixtureIn(fixture, language)) : fixtures })
  })
}
