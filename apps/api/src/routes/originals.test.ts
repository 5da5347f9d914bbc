import { createHash } from 'node:crypto'
import {
  apiCalls,
  type OriginalsEngine,
  originalsGames,
  originalsProviderCode,
  type RoundChoice,
} from '@lobbykit/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { diceSeeds, gameRounds, ledgerEntries, tenants, wallets } from '../db/schema'
import { launchGame, playerIdOf } from '../games/testing'
import { rollOf } from '../originals/engines/dice'
import { settleBet } from '../originals/engines/virtualSports'
import { virtualSportsSecret } from '../originals/secret'
import { settleDueSportsBets } from '../originals/sportsSettlement'
import { requestId, type SignedIn, signUp } from '../testing/players'
import {
  databaseFingerprint,
  demoSite,
  openTestApp,
  otherSite,
  rowsOf,
  type TestApp,
} from '../testing/testApp'

let t: TestApp
/** The app's clock: tests move it to let virtual fixtures start and end. */
let clock = new Date('2026-06-01T10:00:10.000Z').getTime()

beforeAll(async () => {
  t = await openTestApp({ now: () => new Date(clock) })
})
afterAll(() => t.close())

type Site = typeof demoSite

/** A new player of the site with `units` times the instant method's minimum deposited. */
async function player(site: Site = demoSite, units = 10): Promise<SignedIn> {
  const who = await signUp(t, site)
  const { methods } = apiCalls.depositMethods.response.parse((await t.call('depositMethods', who)).json)
  const instant = methods.find((method) => !method.needs_approval)
  if (!instant) throw new Error('no instant deposit method')
  const deposited = await t.call('deposit', {
    ...who,
    method_id: instant.method_id,
    amount: instant.min_amount * units,
    request_id: requestId(),
  })
  expect(deposited.status, deposited.json.message).toBe(200)
  return who
}

const gameOf = (engine: OriginalsEngine) => {
  const game = originalsGames.find((candidate) => candidate.engine === engine)
  if (!game) throw new Error(`no ${engine} game`)
  return { game_code: game.game_code, provider_code: originalsProviderCode }
}

async function tokenFor(who: SignedIn, engine: OriginalsEngine, site: Site = demoSite): Promise<string> {
  return (await launchGame(t, who, site, gameOf(engine))).game_token
}

async function info(token: string) {
  const answer = await t.call('originalsInfo', { game_token: token })
  expect(answer.status, answer.json.message).toBe(200)
  return apiCalls.originalsInfo.response.parse(answer.json)
}

const round = (token: string, stake: number, choice: RoundChoice, request_id = requestId()) =>
  t.call('originalsRound', { game_token: token, stake, request_id, choice })

async function played(token: string, stake: number, choice: RoundChoice) {
  const answer = await round(token, stake, choice)
  expect(answer.status, answer.json.message).toBe(200)
  return apiCalls.originalsRound.response.parse(answer.json)
}

const balanceOf = async (who: SignedIn) =>
  apiCalls.getBalance.response.parse((await t.call('getBalance', who)).json).game_balance

async function ledgerSum(playerId: number, wallet: string) {
  const [row] = await t.database.db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.wallet, wallet)))
  return row?.total ?? 0
}

const slotChoice: RoundChoice = { engine: 'slot', lines: 10 }
const crashChoice: RoundChoice = { engine: 'crash', cash_out: 200 }

describe('/api/originals/info', () => {
  it('answers the engine, currency, balance, stake limits, RTP and rules of each game', async () => {
    const who = await player()
    for (const engine of ['slot', 'crash', 'dice', 'roulette', 'virtual_sports'] as const) {
      const answer = await info(await tokenFor(who, engine))
      expect(answer.engine).toBe(engine)
      expect(answer.rules.engine).toBe(engine)
      expect(answer.game.provider_code).toBe(originalsProviderCode)
      expect(answer.balance).toBe(await balanceOf(who))
      expect(answer.min_stake).toBeGreaterThan(0)
      expect(answer.max_stake).toBeGreaterThan(answer.min_stake)
      expect(answer.rtp_bp).toBeGreaterThan(9000)
      expect(answer.rtp_bp).toBeLessThan(10_000)
    }
  })

  it('plays a catalogue game on the engine of its category, and refuses a token that is not one', async () => {
    const who = await player()
    const [live] = rowsOf<{ code: string; provider: string }>(
      await t.database.db.execute(sql`
        select g.code, p.code as provider from games g join providers p on p.id = g.provider_id
        join tenant_providers tp on tp.provider_id = p.id join tenant_domains d on d.tenant_id = tp.tenant_id
        where g.category = 'casino' and p.code <> ${originalsProviderCode} and d.domain = ${demoSite.domain_name}
        order by g.id limit 1`),
    )
    if (!live) throw new Error('no casino game on the demo site')
    const token = (await launchGame(t, who, demoSite, { game_code: live.code, provider_code: live.provider }))
      .game_token
    expect((await info(token)).engine).toBe('roulette')
    const bogus = await t.call('originalsInfo', { game_token: 'x'.repeat(43) })
    expect([bogus.status, bogus.json.message]).toEqual([401, 'gameTokenInvalid'])
  })
})

describe('/api/originals/round', () => {
  it('moves the balance by win - stake on every engine, listed in bet_history and the statement', async () => {
    const who = await player()
    const before = await balanceOf(who)
    let balance = before
    let rounds = 0
    const roundIds: [string, number][] = []
    const choices: Record<Exclude<OriginalsEngine, 'virtual_sports'>, (nonce: number) => RoundChoice> = {
      slot: () => slotChoice,
      crash: () => crashChoice,
      dice: (nonce) => ({ engine: 'dice', target: 5000, direction: 'under', client_seed: 'mine', nonce }),
      roulette: () => ({
        engine: 'roulette',
        bets: [
          { kind: 'red', value: 0, amount: 600 },
          { kind: 'straight', value: 17, amount: 400 },
        ],
      }),
    }
    for (const [engine, choiceOf] of Object.entries(choices)) {
      const token = await tokenFor(who, engine as OriginalsEngine)
      for (let nonce = 0; nonce < 3; nonce++) {
        const answer = await played(token, 1000, choiceOf(nonce))
        expect(answer.outcome.engine).toBe(engine)
        expect(answer.status).toBe('settled')
        expect(answer.round_id).toMatch(/^R\d+$/)
        expect(answer.balance).toBe(balance - 1000 + answer.win)
        balance = answer.balance
        rounds++
        roundIds.push([answer.round_id, answer.win])
      }
    }
    expect(await balanceOf(who)).toBe(balance)

    const history = apiCalls.betHistory.response.parse(
      (await t.call('betHistory', { ...who, page: 1, page_size: 100 })).json,
    )
    expect(history.total).toBe(rounds)
    expect(history.items.every((item) => item.stake === 1000 && item.net === item.payout - 1000)).toBe(true)
    expect(history.items.map((item) => [item.round_id, item.payout]).reverse()).toEqual(roundIds)
    expect(
      history.items.every(
        (item) => item.status === 'settled' && item.provider_code === originalsProviderCode,
      ),
    ).toBe(true)
    const statement = apiCalls.statement.response.parse(
      (await t.call('statement', { ...who, page: 1, page_size: 100 })).json,
    )
    const bets = statement.items.filter((item) => item.kind === 'bet')
    const wins = statement.items.filter((item) => item.kind === 'win')
    expect(bets).toHaveLength(rounds)
    expect(bets.every((item) => item.amount === -1000 && item.game_name !== '')).toBe(true)
    const won = wins.reduce((sum, item) => sum + item.amount, 0)
    expect(statement.closing_balance).toBe(balance)
    expect(before - rounds * 1000 + won).toBe(balance)
  })

  it('refuses a stake outside the limits and a choice of another engine, writing nothing', async () => {
    const who = await player()
    const token = await tokenFor(who, 'slot')
    const { min_stake, max_stake } = await info(token)
    const before = await databaseFingerprint(t.database)
    const low = await round(token, min_stake - 1, slotChoice)
    expect([low.status, low.json.message, low.json.min_stake, low.json.max_stake]).toEqual([
      400,
      'stakeOutOfRange',
      min_stake,
      max_stake,
    ])
    const high = await round(token, max_stake + 1, slotChoice)
    expect([high.status, high.json.message]).toEqual([400, 'stakeOutOfRange'])
    const wrong = await round(token, min_stake, crashChoice)
    expect(wrong.status).toBe(400)
    expect(wrong.json.message).toMatch(/^choice\.engine/)
    const broke = await round(token, max_stake, slotChoice)
    expect([broke.status, broke.json.message]).toEqual([402, 'insufficientFunds'])
    expect(await databaseFingerprint(t.database)).toEqual(before)
  })

  it('answers a replayed request_id with the first answer and moves nothing', async () => {
    const who = await player()
    const token = await tokenFor(who, 'crash')
    const key = requestId()
    const first = await round(token, 1000, crashChoice, key)
    expect(first.status).toBe(200)
    const balance = await balanceOf(who)
    const again = await Promise.all([1, 2, 3].map(() => round(token, 1000, crashChoice, key)))
    // Concurrent first tries of one request_id play once too.
    const racing = requestId()
    const raced = await Promise.all([1, 2, 3, 4, 5].map(() => round(token, 1000, crashChoice, racing)))
    for (const answer of raced) expect(answer.json).toEqual(raced[0]?.json)
    expect(raced[0]?.status).toBe(200)
    const afterRace = await balanceOf(who)
    expect(afterRace).toBe(balance - 1000 + Number(raced[0]?.json.win))
    for (const answer of again) expect(JSON.stringify(answer.json)).toBe(JSON.stringify(first.json))
    // Another launch of the same game is the same player: still the first answer.
    const relaunched = await round(await tokenFor(who, 'crash'), 1000, crashChoice, key)
    expect(relaunched.json).toEqual(first.json)
    expect(await balanceOf(who)).toBe(afterRace)
    const reused = await round(token, 2000, crashChoice, key)
    expect([reused.status, reused.json.message]).toEqual([409, 'requestIdReused'])
    const rows = await t.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.playerId, await playerIdOf(t, who)), eq(gameRounds.requestId, key)))
    expect(rows).toHaveLength(1)
  })

  it('never overdraws a small balance under 100 concurrent rounds', async () => {
    const who = await player(demoSite, 1)
    const id = await playerIdOf(t, who)
    const token = await tokenFor(who, 'crash')
    const { min_stake, balance: start } = await info(token)
    const stake = Math.max(min_stake, Math.floor(start / 30))
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        // Cash-outs this high almost never come: the balance runs out after about 30 rounds.
        round(token, stake, { engine: 'crash', cash_out: 90_000 + index }),
      ),
    )
    const done = answers.filter((answer) => answer.status === 200)
    for (const answer of answers) expect([200, 402]).toContain(answer.status)
    const wins = done.reduce((sum, answer) => sum + Number(answer.json.win), 0)
    if (wins === 0) expect(done).toHaveLength(Math.floor(start / stake))
    const balance = await balanceOf(who)
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(balance).toBe(start - done.length * stake + wins)
    expect(await ledgerSum(id, 'game_balance')).toBe(balance)
  })

  it('plays for the player the game token names, whoever sends it', async () => {
    const owner = await player()
    const other = await player()
    const token = await tokenFor(owner, 'slot')
    const [ownerBefore, otherBefore] = [await balanceOf(owner), await balanceOf(other)]
    const answer = await played(token, 1000, slotChoice)
    expect(await balanceOf(owner)).toBe(ownerBefore - 1000 + answer.win)
    expect(await balanceOf(other)).toBe(otherBefore)
    // A game token of another site's player plays nothing there either: the token decides the tenant too.
    const abroad = await player(otherSite)
    const abroadToken = await tokenFor(abroad, 'slot', otherSite)
    const abroadInfo = await info(abroadToken)
    expect(abroadInfo.balance).toBe(await balanceOf(abroad))
    expect(await balanceOf(owner)).toBe(ownerBefore - 1000 + answer.win)
  })
})

describe('Hash Dice seeds', () => {
  it('verifies a round against the server seed revealed by rotation, and refuses a used nonce', async () => {
    const who = await player()
    const token = await tokenFor(who, 'dice')
    const shown = await info(token)
    if (shown.rules.engine !== 'dice') throw new Error('not dice')
    expect(shown.rules.seed.next_nonce).toBe(0)
    const chosen = apiCalls.diceSeed.response.parse(
      (await t.call('diceSeed', { game_token: token, rotate: false, client_seed: 'my-lucky-seed' })).json,
    )
    expect(chosen.seed.client_seed).toBe('my-lucky-seed')
    expect(chosen.seed.server_seed_hash).toBe(shown.rules.seed.server_seed_hash)

    const dice = (nonce: number): RoundChoice => ({
      engine: 'dice',
      target: 4000,
      direction: 'over',
      client_seed: 'my-lucky-seed',
      nonce,
    })
    const first = await played(token, 1000, dice(5))
    const used = await round(token, 1000, dice(5))
    expect([used.status, used.json.message]).toEqual([409, 'nonceUsed'])
    const lower = await round(token, 1000, dice(2))
    expect([lower.status, lower.json.message]).toEqual([409, 'nonceUsed'])
    await played(token, 1000, dice(6))

    const rotated = apiCalls.diceSeed.response.parse(
      (await t.call('diceSeed', { game_token: token, rotate: true })).json,
    )
    expect(rotated.seed.next_nonce).toBe(0)
    expect(rotated.seed.server_seed_hash).not.toBe(shown.rules.seed.server_seed_hash)
    const previous = rotated.seed.previous
    if (!previous) throw new Error('the rotation revealed nothing')
    expect(previous.server_seed_hash).toBe(shown.rules.seed.server_seed_hash)
    expect(createHash('sha256').update(previous.server_seed).digest('hex')).toBe(previous.server_seed_hash)
    expect(previous.last_nonce).toBe(6)
    if (first.outcome.engine !== 'dice') throw new Error('not dice')
    expect(first.outcome.server_seed_hash).toBe(previous.server_seed_hash)
    expect(rollOf(previous.server_seed, first.outcome.client_seed, first.outcome.nonce)).toBe(
      first.outcome.roll,
    )
    expect(first.outcome.won).toBe(first.outcome.roll > 4000)
    // The new pair starts again at nonce 0, and the info shows it with the revealed one.
    await played(token, 1000, dice(0))
    const after = await info(token)
    if (after.rules.engine !== 'dice') throw new Error('not dice')
    expect(after.rules.seed.next_nonce).toBe(1)
    expect(after.rules.seed.previous?.server_seed).toBe(previous.server_seed)
    const pairs = await t.database.db
      .select()
      .from(diceSeeds)
      .where(eq(diceSeeds.playerId, await playerIdOf(t, who)))
    expect(pairs.filter((pair) => pair.active)).toHaveLength(1)
  })

  it('refuses dice_seed on a game that is not dice', async () => {
    const token = await tokenFor(await player(), 'slot')
    const answer = await t.call('diceSeed', { game_token: token, rotate: true })
    expect(answer.status).toBe(400)
  })
})

describe('Virtual sports', () => {
  it('takes a single on an open fixture, refuses a started one, and settles it after the fixture ends', async () => {
    const who = await player()
    const id = await playerIdOf(t, who)
    const token = await tokenFor(who, 'virtual_sports')
    const { fixtures } = apiCalls.virtualFixtures.response.parse(
      (await t.call('virtualFixtures', demoSite)).json,
    )
    const football = fixtures.find((fixture) => fixture.sport === 'football' && fixture.status === 'open')
    const started = fixtures.find((fixture) => fixture.status !== 'open')
    if (!football || !started) throw new Error('no open and started fixtures')
    // Asked in one language, every name comes in it and in English only, and nothing else changes.
    const inVietnamese = apiCalls.virtualFixtures.response.parse(
      (await t.call('virtualFixtures', { ...demoSite, language: 'vi' })).json,
    ).fixtures
    // (A race has no teams: its home and away are empty.)
    const names = inVietnamese
      .flatMap((fixture) => [fixture.home, fixture.away, ...fixture.runners.map((runner) => runner.name)])
      .filter((name) => Object.keys(name).length > 0)
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(Object.keys(name).sort()).toEqual(['EN', 'VI'])
    expect(inVietnamese.map((fixture) => [fixture.fixture_id, fixture.markets])).toEqual(
      fixtures.map((fixture) => [fixture.fixture_id, fixture.markets]),
    )
    const refused = await t.call('virtualFixtures', { ...demoSite, language: 'vi<script>' })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toContain('language')
    // Every instance agrees: a second app over the same database answers the same fixtures.
    const sibling = t.sibling({ now: () => new Date(clock) })
    expect((await sibling.call('virtualFixtures', demoSite)).json.fixtures).toEqual(fixtures)

    const secret = await virtualSportsSecret(t.database.db)
    const ends = new Date(football.ends_at)
    const picks = football.markets.find((market) => market.market === '1x2')?.picks ?? []
    const winner = picks.find(
      (pick) =>
        settleBet(secret, [{ fixture_id: football.fixture_id, market: '1x2', pick: pick.pick }], ends).won,
    )
    if (!winner) throw new Error('no winning pick')
    const loser = picks.find((pick) => pick !== winner)
    if (!loser) throw new Error('no losing pick')

    const before = await balanceOf(who)
    const closed = await round(token, 1000, {
      engine: 'virtual_sports',
      selections: [
        { fixture_id: started.fixture_id, market: started.markets[0]?.market ?? '1x2', pick: '1' },
      ],
    })
    expect([closed.status, closed.json.message]).toEqual([409, 'fixtureClosed'])

    const betOn = (pick: string): RoundChoice => ({
      engine: 'virtual_sports',
      selections: [{ fixture_id: football.fixture_id, market: '1x2', pick }],
    })
    const bet = (pick: string) => played(token, 1000, betOn(pick))
    const wonKey = requestId()
    const wonFirst = await round(token, 1000, betOn(winner.pick), wonKey)
    const won = apiCalls.originalsRound.response.parse(wonFirst.json)
    const lost = await bet(loser.pick)
    for (const answer of [won, lost]) {
      expect(answer.status).toBe('open')
      expect(answer.win).toBe(0)
      if (answer.outcome.engine !== 'virtual_sports') throw new Error('not sports')
      expect(answer.outcome.settles_at).toBe(football.ends_at)
    }
    expect(won.outcome.engine === 'virtual_sports' && won.outcome.odds).toBe(winner.odds)
    expect(await balanceOf(who)).toBe(before - 2000)
    const [row] = await t.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.id, Number(won.round_id.slice(1))))
    expect(row?.betType).toBe('single')
    expect(row?.homeAway).toBe(winner.pick)
    expect(row?.homeTeamName).not.toBe('')
    expect(Object.keys(row?.teamNames ?? {})).toContain('EN')

    const listed = async () =>
      apiCalls.betHistory.response.parse(
        (await t.call('betHistory', { ...who, page: 1, page_size: 10 })).json,
      ).items
    const openBet = (await listed()).find((item) => item.round_id === won.round_id)
    expect(openBet).toMatchObject({
      status: 'open',
      stake: 1000,
      payout: 0,
      settled_at: null,
      bet_type: 'single',
    })
    expect(openBet?.home_team_name).toBe(row?.homeTeamName)
    expect(openBet?.team_names.EN?.away_team_name).not.toBe('')

    // Before the fixture ends nothing settles; after, the balance call settles and pays the winner.
    expect(await settleDueSportsBets(t.database.db, new Date(clock), id)).toBe(0)
    clock = ends.getTime() + 1000
    const pays = Math.floor((1000 * winner.odds) / 100)
    expect(await balanceOf(who)).toBe(before - 2000 + pays)
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.playerId, id))
    expect(rounds.map((r) => [r.status, r.payout]).sort()).toEqual(
      [
        ['settled', 0],
        ['settled', pays],
      ].sort(),
    )
    const settledBet = (await listed()).find((item) => item.round_id === won.round_id)
    expect(settledBet).toMatchObject({ status: 'settled', payout: pays, net: pays - 1000 })
    // Settling again (another instance, the timer) pays nothing more.
    expect(await settleDueSportsBets(t.database.db, new Date(clock))).toBe(0)
    expect(await ledgerSum(id, 'game_balance')).toBe(before - 2000 + pays)
    // A replay of the bet answers its first (open) answer, even after the fixture has ended.
    expect(JSON.stringify((await round(token, 1000, betOn(winner.pick), wonKey)).json)).toBe(
      JSON.stringify(wonFirst.json),
    )
    expect(await ledgerSum(id, 'game_balance')).toBe(before - 2000 + pays)
  })

  it('settles due bets once when two instances run at the same time', async () => {
    const who = await player()
    const id = await playerIdOf(t, who)
    const token = await tokenFor(who, 'virtual_sports')
    const { fixtures } = apiCalls.virtualFixtures.response.parse(
      (await t.call('virtualFixtures', demoSite)).json,
    )
    const race = fixtures.find((fixture) => fixture.sport === 'horse_racing' && fixture.status === 'open')
    if (!race) throw new Error('no open race')
    const secret = await virtualSportsSecret(t.database.db)
    const ends = new Date(race.ends_at)
    const picks = race.markets[0]?.picks ?? []
    const winner = picks.find(
      (pick) =>
        settleBet(secret, [{ fixture_id: race.fixture_id, market: 'winner', pick: pick.pick }], ends).won,
    )
    if (!winner) throw new Error('no winner')
    for (let n = 0; n < 5; n++) {
      await played(token, 1000, {
        engine: 'virtual_sports',
        selections: [{ fixture_id: race.fixture_id, market: 'winner', pick: winner.pick }],
      })
    }
    const before = await ledgerSum(id, 'game_balance')
    const later = new Date(ends.getTime() + 5000)
    const counts = await Promise.all([
      settleDueSportsBets(t.database.db, later),
      settleDueSportsBets(t.database.db, later),
      settleDueSportsBets(t.database.db, later, id),
    ])
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(5)
    expect(await ledgerSum(id, 'game_balance')).toBe(before + 5 * Math.floor((1000 * winner.odds) / 100))
    clock = Math.max(clock, later.getTime())
  })
})

describe('ledger', () => {
  it('keeps every balance equal to the sum of its ledger rows after a randomised run', async () => {
    const [tenant] = rowsOf<{ tenant_id: number }>(
      await t.database.db.execute(
        sql`select tenant_id from tenant_domains where domain = ${demoSite.domain_name} limit 1`,
      ),
    )
    // Cheap tokens, so the run spins the wheel too.
    await t.database.db
      .update(tenants)
      .set({ minigameTurnoverPerToken: 2000 })
      .where(eq(tenants.id, tenant?.tenant_id ?? 0))
    const people = await Promise.all([player(), player(), player()])
    const engines = ['slot', 'crash', 'dice', 'roulette'] as const
    const tokens = await Promise.all(
      people.map(async (who) =>
        Object.fromEntries(await Promise.all(engines.map(async (e) => [e, await tokenFor(who, e)]))),
      ),
    )
    let seed = 7
    const pick = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed % n
    }
    const nonces = people.map(() => 0)
    let work: Promise<unknown>[] = []
    const spins: { who: SignedIn; spin_id: number }[] = []
    for (let step = 0; step < 160; step++) {
      // Batches of 20 calls at once: later batches spin the tokens earlier ones earned.
      if (step % 20 === 0) {
        await Promise.all(work)
        work = []
      }
      const index = pick(people.length)
      const who = people[index] as SignedIn
      const engine = engines[pick(engines.length)] as (typeof engines)[number]
      const stake = 1000 + pick(4) * 500
      const action = pick(10)
      if (action < 2) {
        work.push(
          t.call('minigameSpin', { ...who, request_id: requestId() }).then((answer) => {
            if (answer.status === 200) spins.push({ who, spin_id: Number(answer.json.spin_id) })
          }),
        )
      } else if (action < 3) {
        const spun = spins[pick(spins.length + 1)]
        work.push(
          spun
            ? t.call('minigameCollect', { ...spun.who, spin_id: spun.spin_id })
            : t.call('minigameState', who),
        )
      } else {
        let choice: RoundChoice
        if (engine === 'slot') choice = { engine, lines: 1 + pick(10) }
        else if (engine === 'crash') choice = { engine, cash_out: 101 + pick(500) }
        else if (engine === 'roulette')
          choice = { engine, bets: [{ kind: 'black', value: 0, amount: stake }] }
        else {
          // Rounds of one player may arrive out of order: a nonce below the last one used is refused.
          const nonce = (nonces[index] ?? 0) + 1 + pick(2)
          nonces[index] = nonce
          choice = { engine, target: 100 + pick(9000), direction: 'under', client_seed: 'c', nonce }
        }
        work.push(round(tokens[index]?.[engine] as string, stake, choice))
      }
    }
    await Promise.all(work)
    for (const who of people) {
      const id = await playerIdOf(t, who)
      const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.playerId, id))
      expect(wallet?.gameBalance).toBe(await ledgerSum(id, 'game_balance'))
      expect(wallet?.minigameTokenBalance).toBe(await ledgerSum(id, 'minigame_token'))
      expect(wallet?.minigameFrozenToken).toBe(await ledgerSum(id, 'minigame_frozen'))
      expect(wallet?.minigameFrozenToken).toBeLessThanOrEqual(1)
    }
    // And so does every other wallet of the database (the seeded players' too).
    const mismatched = rowsOf<{ player_id: number }>(
      await t.database.db.execute(sql`
        select w.player_id from wallets w left join (
          select player_id,
            sum(amount) filter (where wallet = 'game_balance') as game,
            sum(amount) filter (where wallet = 'minigame_token') as tokens,
            sum(amount) filter (where wallet = 'minigame_frozen') as frozen
          from ledger_entries group by player_id
        ) l on l.player_id = w.player_id
        where w.game_balance <> coalesce(l.game, 0) or w.minigame_token_balance <> coalesce(l.tokens, 0)
          or w.minigame_frozen_token <> coalesce(l.frozen, 0)`),
    )
    expect(mismatched).toEqual([])
    const spent = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from ledger_entries where kind = 'spin'`),
    )
    expect(Number(spent[0]?.n)).toBeGreaterThan(0)
  })
})
