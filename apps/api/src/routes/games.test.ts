import { apiCalls, originalsGames, originalsProviderCode } from '@lobbykit/contract'
import { gameArtPath } from '@lobbykit/contract/mediaPaths'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gameRounds, games, gameTokens, players, recentGames, responsibleGaming, tenants } from '../db/schema'
import { resolveGameToken } from '../games/gameTokens'
import { fundedPlayer, gameOfProvider, launchGame, playerIdOf } from '../games/testing'
import { engines } from '../originals/engines'
import { signedCallback } from '../providers/testing'
import { requestId, signUp } from '../testing/players'
import { demoLogin, demoSite, openTestApp, otherSite, type TestApp } from '../testing/testApp'

let t: TestApp
const start = new Date('2026-06-01T10:00:00.000Z')
let clock = start.getTime()

beforeAll(async () => {
  t = await openTestApp({ now: () => new Date(clock) })
})
afterAll(() => t.close())

const hour = 3_600_000

describe('/api/game/launch', () => {
  it('launches an originals game and a catalogue game on the engine of its category', async () => {
    const who = await signUp(t, demoSite)
    const dice = originalsGames.find((game) => game.engine === 'dice')
    if (!dice) throw new Error('no dice game')
    const launched = await launchGame(t, who, demoSite, {
      game_code: dice.game_code,
      provider_code: originalsProviderCode,
    })
    expect(launched.url).toBe(`/originals/dice/?token=${launched.game_token}`)
    expect(launched.game_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(launched.expires_at).toBe(new Date(clock + 4 * hour).toISOString())
    expect(launched.game).toEqual({
      provider_code: originalsProviderCode,
      provider_name: 'LobbyKit Originals',
      game_code: dice.game_code,
      game_name: dice.game_name,
      game_type: launched.game.game_type,
      game_image: gameArtPath(dice.game_code),
      category: 'hash_game',
      rtp: engines.dice.rtpBp,
    })
    // The token is kept hashed only.
    const stored = await t.database.db.select().from(gameTokens)
    expect(stored.some((row) => row.tokenHash === launched.game_token)).toBe(false)

    const live = await gameOfProvider(t, 'CORAL', 'casino')
    expect((await launchGame(t, who, demoSite, live)).url).toMatch(/^\/originals\/roulette\/\?token=/)
    const slot = await gameOfProvider(t, 'AURORA', 'fishing')
    expect((await launchGame(t, who, demoSite, slot)).url).toMatch(/^\/originals\/slot\/\?token=/)
  })

  it('refuses unknown games, games of providers the site does not offer, and a restricted player', async () => {
    const who = await signUp(t, demoSite)
    const site = { ...who, ...demoSite }
    const refused = async (game_code: string, provider_code: string) =>
      (await t.call('gameLaunch', { ...site, game_code, provider_code })).json.message
    expect(await refused('NO-SUCH-GAME', 'AURORA')).toBe('gameNotFound')
    const aurora = await gameOfProvider(t, 'AURORA')
    // A real game named with another provider's code.
    expect(await refused(aurora.game_code, 'BLAZE')).toBe('gameNotFound')
    // FALCON makes only sports games: the slot site does not offer it, the casino site does.
    const falcon = await gameOfProvider(t, 'FALCON')
    expect(await refused(falcon.game_code, 'FALCON')).toBe('gameNotFound')
    const elsewhere = await signUp(t, otherSite)
    expect((await launchGame(t, elsewhere, otherSite, falcon)).url).toMatch(/^\/originals\/virtual_sports\//)
    // Signed out: no launch.
    expect((await t.call('gameLaunch', { ...site, auth: 'x'.repeat(43), ...aurora })).json.message).toBe(
      'sessionExpired',
    )

    const [player] = await t.database.db
      .select()
      .from(players)
      .where(eq(players.id, await playerIdOf(t, who)))
    await t.database.db.insert(responsibleGaming).values({
      playerId: player?.id ?? 0,
      tenantId: player?.tenantId ?? 0,
      timeOutUntil: new Date(clock + 24 * hour),
    })
    const timedOut = await t.call('gameLaunch', { ...site, ...aurora })
    expect(timedOut.status).toBe(403)
    expect(timedOut.json).toMatchObject({
      message: 'timedOut',
      until: new Date(clock + 24 * hour).toISOString(),
    })
  })

  it('binds the game token to its player, game and session', async () => {
    const who = await fundedPlayer(t, demoSite, 50_000)
    const other = await fundedPlayer(t, demoSite, 50_000)
    const game = await gameOfProvider(t, 'AURORA')
    const token = (await launchGame(t, who, demoSite, game)).game_token
    const otherToken = (await launchGame(t, other, demoSite, game)).game_token
    const holder = await resolveGameToken(t.database.db, token, new Date(clock))
    expect(holder.player).toEqual({
      id: await playerIdOf(t, who),
      tenantId: holder.tenant.id,
      accountId: who.account_id,
    })
    expect(holder.game.code).toBe(game.game_code)

    // The token moves only its own player's money: a debit with it leaves the other player's balance alone.
    const debit = (amount: number, game_token: string, round_id = requestId()) =>
      signedCallback(t, 'AURORA', 'debit', {
        provider_code: 'AURORA',
        game_token,
        transaction_id: requestId(),
        round_id,
        amount,
      })
    const round = requestId()
    expect((await debit(1_000, token, round)).json.balance).toBe(49_000)
    expect((await t.call('getBalance', other)).json.game_balance).toBe(50_000)
    // The other player's token cannot add to (or settle) this player's round.
    expect((await debit(1_000, otherToken, round)).json.message).toBe('roundNotFound')
    const credit = await signedCallback(t, 'AURORA', 'credit', {
      provider_code: 'AURORA',
      game_token: otherToken,
      transaction_id: requestId(),
      round_id: round,
      amount: 5_000,
    })
    expect(credit.json.message).toBe('roundNotFound')
    // Another provider's callback cannot use a token of an AURORA game.
    const blaze = await signedCallback(t, 'BLAZE', 'balance', { provider_code: 'BLAZE', game_token: token })
    expect(blaze.json).toMatchObject({ message: 'gameTokenInvalid' })
    expect(blaze.status).toBe(401)
    // An unknown token.
    expect(
      (await signedCallback(t, 'AURORA', 'balance', { provider_code: 'AURORA', game_token: 'y'.repeat(43) }))
        .json.message,
    ).toBe('gameTokenInvalid')

    // Signing out ends the game tokens of the session.
    expect((await t.call('logout', who)).status).toBe(200)
    expect((await debit(1_000, token)).json.message).toBe('gameTokenInvalid')
    await expect(resolveGameToken(t.database.db, token, new Date(clock))).rejects.toThrow('gameTokenInvalid')
    // ...but what was staked can still be settled.
    const settled = await signedCallback(t, 'AURORA', 'credit', {
      provider_code: 'AURORA',
      game_token: token,
      transaction_id: requestId(),
      round_id: round,
      amount: 3_000,
    })
    expect(settled.json).toMatchObject({ statusCode: 1, balance: 52_000 })
  })

  it('expires the game token after 4 hours', async () => {
    const who = await fundedPlayer(t, demoSite, 50_000)
    const game = await gameOfProvider(t, 'BLAZE')
    const token = (await launchGame(t, who, demoSite, game)).game_token
    const later = t.sibling({ now: () => new Date(clock + 4 * hour + 1) })
    const balance = await signedCallback(later, 'BLAZE', 'balance', {
      provider_code: 'BLAZE',
      game_token: token,
    })
    expect(balance.json.message).toBe('gameTokenInvalid')
    const fresh = await signedCallback(t, 'BLAZE', 'balance', { provider_code: 'BLAZE', game_token: token })
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'slot2'))
    expect(fresh.json).toEqual({ statusCode: 1, message: 'OK', balance: 50_000, currency: tenant?.currency })
  })
})

describe('/api/home/recent_list', () => {
  it('lists the games played last, newest first, only of providers the site offers', async () => {
    const who = await fundedPlayer(t, demoSite, 500_000)
    expect((await t.call('recentGames', who)).json.value).toEqual([])
    const played: string[] = []
    const codes = await t.database.db
      .select({ code: games.code })
      .from(games)
      .where(eq(games.category, 'slot_game'))
      .limit(200)
    const aurora = codes.filter((row) => row.code.startsWith('AURORA-')).slice(0, 14)
    for (const { code } of aurora) {
      clock += 60_000
      const launched = await launchGame(t, who, demoSite, { game_code: code, provider_code: 'AURORA' })
      const debit = await signedCallback(t, 'AURORA', 'debit', {
        provider_code: 'AURORA',
        game_token: launched.game_token,
        transaction_id: requestId(),
        round_id: requestId(),
        amount: 100,
      })
      expect(debit.status).toBe(200)
      played.unshift(code)
    }
    // A game of a provider this site does not offer (played elsewhere) is not shown.
    const falcon = await gameOfProvider(t, 'FALCON')
    const [falconRow] = await t.database.db.select().from(games).where(eq(games.code, falcon.game_code))
    await t.database.db.insert(recentGames).values({
      playerId: await playerIdOf(t, who),
      gameId: falconRow?.id ?? 0,
      playedAt: new Date(clock + 60_000),
    })
    const answer = apiCalls.recentGames.response.parse((await t.call('recentGames', who)).json)
    expect(answer.value.map((game) => game.game_code)).toEqual(played.slice(0, 12))
    expect(answer.value[0]).toMatchObject({
      provider_code: 'AURORA',
      played_at: new Date(clock).toISOString(),
    })
  })
})

describe('bet history of provider rounds', () => {
  it('shows each round with its stake, payout and status; a round rolled back entirely is left out', async () => {
    const who = await fundedPlayer(t, demoSite, 100_000)
    const game = await gameOfProvider(t, 'NOVA')
    const token = (await launchGame(t, who, demoSite, game)).game_token
    const call = (name: 'debit' | 'credit' | 'rollback', body: Record<string, unknown>) =>
      signedCallback(t, 'NOVA', name, { provider_code: 'NOVA', game_token: token, ...body })
    clock += 60_000
    await call('debit', { transaction_id: 'd-1', round_id: 'won', amount: 2_000 })
    await call('debit', { transaction_id: 'd-2', round_id: 'won', amount: 1_000 })
    await call('credit', { transaction_id: 'c-1', round_id: 'won', amount: 7_500 })
    clock += 60_000
    await call('debit', { transaction_id: 'd-3', round_id: 'lost', amount: 4_000 })
    await call('credit', { transaction_id: 'c-2', round_id: 'lost', amount: 0 })
    clock += 60_000
    await call('debit', { transaction_id: 'd-4', round_id: 'undone', amount: 3_000 })
    await call('rollback', { transaction_id: 'r-1', reference_transaction_id: 'd-4', round_id: 'undone' })
    clock += 60_000
    await call('debit', { transaction_id: 'd-5', round_id: 'running', amount: 500 })

    const history = apiCalls.betHistory.response.parse(
      (await t.call('betHistory', { ...who, page: 1, page_size: 10 })).json,
    )
    expect(history.total).toBe(3)
    const ids = await t.database.db
      .select({ id: gameRounds.id, key: gameRounds.providerRoundId, status: gameRounds.status })
      .from(gameRounds)
      .where(and(eq(gameRounds.providerCode, 'NOVA'), eq(gameRounds.playerId, await playerIdOf(t, who))))
    const idOf = (key: string) => `R${ids.find((row) => row.key === key)?.id}`
    expect(ids.find((row) => row.key === 'undone')?.status).toBe('rolled_back')
    expect(
      history.items.map(({ round_id, stake, payout, net, status }) => ({
        round_id,
        stake,
        payout,
        net,
        status,
      })),
    ).toEqual([
      { round_id: idOf('running'), stake: 500, payout: 0, net: -500, status: 'open' },
      { round_id: idOf('lost'), stake: 4_000, payout: 0, net: -4_000, status: 'settled' },
      { round_id: idOf('won'), stake: 3_000, payout: 7_500, net: 4_500, status: 'settled' },
    ])
    expect(history.items[0]?.settled_at).toBeNull()
    expect(history.items[2]).toMatchObject({
      game_code: game.game_code,
      provider_code: 'NOVA',
      category: 'slot_game',
    })
    // Paged and filtered by date.
    const second = apiCalls.betHistory.response.parse(
      (await t.call('betHistory', { ...who, page: 2, page_size: 2 })).json,
    )
    expect(second.items.map((item) => item.round_id)).toEqual([idOf('won')])
    const ranged = apiCalls.betHistory.response.parse(
      (
        await t.call('betHistory', {
          ...who,
          page: 1,
          page_size: 10,
          date_from: history.items[1]?.created_at,
          date_to: history.items[0]?.created_at,
        })
      ).json,
    )
    expect(ranged.items.map((item) => item.round_id)).toEqual([idOf('lost')])
    // The statement names the game of every bet, win and refund.
    const statement = apiCalls.statement.response.parse(
      (await t.call('statement', { ...who, page: 1, page_size: 20 })).json,
    )
    expect(statement.items.map((item) => item.kind).slice(0, 7)).toEqual([
      'bet',
      'bet_refund',
      'bet',
      'bet',
      'win',
      'bet',
      'bet',
    ])
    expect(statement.items.slice(0, 7).every((item) => item.game_name !== '')).toBe(true)
  })

  it('shows the demo player’s seeded bets as rounds', async () => {
    const login = await t.call('login', demoLogin)
    const demo = { account_id: 'demo', auth: String(login.json.token), domain_name: demoSite.domain_name }
    const history = apiCalls.betHistory.response.parse(
      (await t.call('betHistory', { ...demo, page: 1, page_size: 100 })).json,
    )
    expect(history.total).toBeGreaterThan(3)
    expect(history.items.every((round) => /^R\d+$/.test(round.round_id) && round.status === 'settled')).toBe(
      true,
    )
    expect(history.items.some((round) => round.payout > 0)).toBe(true)
    const recent = apiCalls.recentGames.response.parse((await t.call('recentGames', demo)).json)
    expect(recent.value.length).toBeGreaterThan(0)
  })
})
