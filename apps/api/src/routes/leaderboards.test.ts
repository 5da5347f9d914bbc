import { apiCalls } from '@lobbykit/contract'
import type { Leaderboard } from '@lobbykit/contract/calls/leaderboards'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leaderboardPrizes, leaderboards, ledgerEntries, wallets } from '../db/schema'
import { fundedPlayer, gameOfProvider, launchGame, playerIdOf, tenantIdOf } from '../games/testing'
import { boardOf, settlePeriod } from '../leaderboards/settlement'
import { periodWindow } from '../missions/periods'
import { signedCallback, walletAudit } from '../providers/testing'
import { requestId, type SignedIn } from '../testing/players'
import { demoSite, openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
let tenantId: number
const provider = 'ATLAS'
let slot: { game_code: string; provider_code: string }
let table: { game_code: string; provider_code: string }

/** The demo site's boards, replaced by these; each test plays on a day (or week) of its own in 2030. */
const testBoards = [
  { code: 'bets', period: 'daily', category: 'all', metric: 'turnover', prizes: [5_000, 3_000, 1_000] },
  {
    code: 'slots-x',
    period: 'weekly',
    category: 'slot_game',
    metric: 'multiplier',
    prizes: [9_000, 4_000, 2_000],
  },
  { code: 'live-bets', period: 'daily', category: 'casino', metric: 'turnover', prizes: [2_000] },
]

beforeAll(async () => {
  t = await openTestApp()
  tenantId = await tenantIdOf(t, demoSite.domain_name)
  await t.database.db.delete(leaderboards).where(eq(leaderboards.tenantId, tenantId))
  await t.database.db.insert(leaderboards).values(
    testBoards.map((board, position) => ({
      ...board,
      tenantId,
      position,
      activeSince: new Date('2030-01-01T00:00:00Z'),
    })),
  )
  slot = await gameOfProvider(t, provider, 'slot_game')
  table = await gameOfProvider(t, provider, 'casino')
})
afterAll(() => t.close())

/** The app with its clock standing at `iso`. */
const at = (iso: string) => t.sibling({ now: () => new Date(iso) })

/** A player of the demo site signed up (and funded) at `app`'s time. */
const player = (app: TestApp, amount = 1_000_000) => fundedPlayer(app, demoSite, amount)

/** The player signed in again at `app`'s time: the clocks of these tests jump further than a session lasts. */
async function signedInAt(app: TestApp, who: SignedIn): Promise<SignedIn> {
  const login = await app.call('login', { ...demoSite, account_id: who.account_id, password: 'secret123' })
  expect(login.status, login.json.message).toBe(200)
  return { ...who, auth: String(login.json.token) }
}

/**
 * One real round through the provider's seamless wallet at `app`'s time: a debit of `stake`, then (unless left
 * open) a credit of `win`, which settles it.
 */
async function round(
  app: TestApp,
  who: SignedIn,
  game: { game_code: string; provider_code: string },
  stake: number,
  win: number | 'open',
) {
  const { game_token } = await launchGame(app, await signedInAt(app, who), demoSite, game)
  const roundId = requestId()
  const call = (name: 'debit' | 'credit', amount: number) =>
    signedCallback(app, provider, name, {
      provider_code: provider,
      game_token,
      transaction_id: requestId(),
      round_id: roundId,
      amount,
    })
  expect((await call('debit', stake)).json).toMatchObject({ statusCode: 1 })
  if (win !== 'open') expect((await call('credit', win)).json).toMatchObject({ statusCode: 1 })
}

async function boardsAt(app: TestApp, who?: SignedIn): Promise<Leaderboard[]> {
  const session = who ? await signedInAt(app, who) : undefined
  const answer = await app.call('leaderboards', {
    ...demoSite,
    ...(session ? { account_id: session.account_id, auth: session.auth } : {}),
  })
  expect(answer.status, answer.json.message).toBe(200)
  return apiCalls.leaderboards.response.parse(answer.json).value
}
const boardOn = async (app: TestApp, code: string, who?: SignedIn) => {
  const board = (await boardsAt(app, who)).find((entry) => entry.board_code === code)
  if (!board) throw new Error(`no board ${code}`)
  return board
}

const masked = (who: SignedIn) => `${who.account_id.slice(0, 2)}**${who.account_id.slice(-1)}`

describe('leaderboards (docs/product.md#leaderboards)', () => {
  it('ranks the day by turnover from real rounds, and shows a player beyond the top their own place', async () => {
    const morning = at('2030-06-12T08:00:00Z')
    // 21 players bet 10,100 to 12,100 each (one round apiece); `me` bets 500 over two rounds.
    const others: SignedIn[] = []
    for (let n = 0; n < 21; n++) {
      const who = await player(morning, 100_000)
      await round(morning, who, n % 2 === 0 ? slot : table, 10_100 + n * 100, 0)
      others.push(who)
    }
    const me = await player(morning)
    await round(morning, me, slot, 200, 300)
    await round(morning, me, table, 300, 0)
    // Open and rolled-back play does not count; nor does yesterday's.
    await round(morning, me, slot, 50_000, 'open')
    await round(at('2030-06-11T23:59:00Z'), me, slot, 90_000, 0)

    const board = await boardOn(at('2030-06-12T09:00:00Z'), 'bets', me)
    expect(board).toMatchObject({
      period: 'daily',
      category: 'all',
      metric: 'turnover',
      prizes: [5_000, 3_000, 1_000],
      starts_at: '2030-06-12T00:00:00.000Z',
      ends_at: '2030-06-13T00:00:00.000Z',
      you: { rank: 22, score: 500, prize: 0 },
    })
    expect(board.top).toHaveLength(20)
    expect(board.top.slice(0, 4)).toEqual([
      { rank: 1, account_id: masked(others[20]!), score: 12_100, prize: 5_000 },
      { rank: 2, account_id: masked(others[19]!), score: 12_000, prize: 3_000 },
      { rank: 3, account_id: masked(others[18]!), score: 11_900, prize: 1_000 },
      { rank: 4, account_id: masked(others[17]!), score: 11_800, prize: 0 },
    ])
    expect(board.top.map((row) => row.rank)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1))
    expect(board.top.at(-1)).toMatchObject({ rank: 20, score: 10_200 })
    // A visitor sees the same board and no place of their own.
    const visitor = await boardOn(at('2030-06-12T09:00:00Z'), 'bets')
    expect(visitor.top).toEqual(board.top)
    expect(visitor.you).toBeNull()
    // The live-casino board counts only the table rounds.
    const live = await boardOn(at('2030-06-12T09:00:00Z'), 'live-bets', me)
    expect(live.top.map((row) => row.score)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => 12_000 - index * 200),
      300,
    ])
    expect(live.top[0]).toMatchObject({ rank: 1, prize: 2_000 })
    expect(live.you).toEqual({ rank: 11, score: 300, prize: 0 })
  })

  it('breaks a tie for whoever reached the score first', async () => {
    const early = await player(at('2030-06-13T08:00:00Z'))
    const late = await player(at('2030-06-13T08:00:00Z'))
    await round(at('2030-06-13T09:00:00Z'), late, slot, 1_000, 0)
    await round(at('2030-06-13T10:00:00Z'), early, slot, 3_000, 0)
    // `late` reaches 3,000 last, at 11:00.
    await round(at('2030-06-13T11:00:00Z'), late, table, 2_000, 0)
    const { top } = await boardOn(at('2030-06-13T12:00:00Z'), 'bets')
    expect(top.map((row) => [row.account_id, row.score])).toEqual([
      [masked(early), 3_000],
      [masked(late), 3_000],
    ])
  })

  it("ranks the week's biggest single multiplier, in hundredths, on the board's category only", async () => {
    const monday = at('2030-06-17T10:00:00Z')
    const thursday = at('2030-06-20T10:00:00Z')
    const [first, second, third] = [await player(monday), await player(monday), await player(monday)]
    await round(monday, first, slot, 1_000, 5_000)
    await round(thursday, first, slot, 100, 1_250)
    await round(monday, second, slot, 300, 3_000)
    // A 50x win on a live table is not a slot's.
    await round(thursday, second, table, 100, 5_000)
    await round(thursday, third, slot, 1_000, 0)
    // An open round has no multiplier yet.
    await round(thursday, third, slot, 100, 'open')
    const board = await boardOn(at('2030-06-21T10:00:00Z'), 'slots-x', third)
    expect(board).toMatchObject({
      period: 'weekly',
      category: 'slot_game',
      metric: 'multiplier',
      starts_at: '2030-06-17T00:00:00.000Z',
      ends_at: '2030-06-24T00:00:00.000Z',
    })
    expect(board.top).toEqual([
      { rank: 1, account_id: masked(first), score: 1_250, prize: 9_000 },
      { rank: 2, account_id: masked(second), score: 1_000, prize: 4_000 },
      // Ranked, but a round that won nothing wins no prize.
      { rank: 3, account_id: masked(third), score: 0, prize: 0 },
    ])
    expect(board.you).toEqual({ rank: 3, score: 0, prize: 0 })
  })

  it('pays each prize once when the period has ended, however many reads arrive at once', async () => {
    const day = '2030-06-25'
    const start = new Date(`${day}T00:00:00Z`)
    const playing = at(`${day}T15:00:00Z`)
    const players = [
      await player(playing),
      await player(playing),
      await player(playing),
      await player(playing),
    ]
    const stakes = [4_000, 9_000, 6_000, 500]
    for (const [index, who] of players.entries()) await round(playing, who, slot, stakes[index]!, 0)
    // A board added once the day was over never pays for it.
    await t.database.db.insert(leaderboards).values({
      ...testBoards[0]!,
      code: 'late',
      tenantId,
      position: 9,
      activeSince: new Date('2030-06-26T00:00:10Z'),
    })
    const ids = await Promise.all(players.map((who) => playerIdOf(t, who)))
    const balances = async () =>
      (
        await t.database.db
          .select({ id: wallets.playerId, balance: wallets.gameBalance })
          .from(wallets)
          .where(inArray(wallets.playerId, ids))
      ).reduce((all, row) => all.set(row.id, row.balance), new Map<number, number>())
    const before = await balances()

    // In the minute after midnight the day is not settled yet, and its board shows no result.
    const justAfter = await boardOn(at('2030-06-26T00:00:30Z'), 'bets')
    expect(justAfter.previous).toBeNull()
    expect(
      await t.database.db.select().from(leaderboardPrizes).where(eq(leaderboardPrizes.periodStart, start)),
    ).toEqual([])

    const later = at('2030-06-26T00:02:00Z')
    const answers = await Promise.all(Array.from({ length: 8 }, () => boardsAt(later)))
    for (const boards of answers) {
      const bets = boards.find((board) => board.board_code === 'bets')
      expect(bets?.previous).toEqual({
        starts_at: start.toISOString(),
        ends_at: '2030-06-26T00:00:00.000Z',
        winners: [
          { rank: 1, account_id: masked(players[1]!), prize: 5_000 },
          { rank: 2, account_id: masked(players[2]!), prize: 3_000 },
          { rank: 3, account_id: masked(players[0]!), prize: 1_000 },
        ],
        you: null,
      })
      expect(boards.find((board) => board.board_code === 'late')?.previous).toBeNull()
    }

    const prizes = await t.database.db
      .select()
      .from(leaderboardPrizes)
      .where(eq(leaderboardPrizes.periodStart, start))
      .orderBy(asc(leaderboardPrizes.rank))
    expect(prizes.map((row) => [row.boardCode, row.rank, row.playerId, row.score, row.amount])).toEqual([
      ['bets', 1, ids[1], 9_000, 5_000],
      ['bets', 2, ids[2], 6_000, 3_000],
      ['bets', 3, ids[0], 4_000, 1_000],
    ])
    const paid = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.playerId, ids), eq(ledgerEntries.kind, 'leaderboard_prize')))
    expect(paid.map((row) => [row.playerId, row.amount, row.reference]).sort()).toEqual(
      [
        [ids[1], 5_000, `leaderboard:bets:${start.toISOString()}:1`],
        [ids[2], 3_000, `leaderboard:bets:${start.toISOString()}:2`],
        [ids[0], 1_000, `leaderboard:bets:${start.toISOString()}:3`],
      ].sort(),
    )
    expect(prizes.map((row) => row.ledgerEntryId).sort()).toEqual(paid.map((row) => row.id).sort())
    const after = await balances()
    expect(ids.map((id) => (after.get(id) ?? 0) - (before.get(id) ?? 0))).toEqual([1_000, 5_000, 3_000, 0])

    // Settling the day again (another instance that never saw it paid) pays nothing more.
    const [bets] = await t.database.db
      .select()
      .from(leaderboards)
      .where(and(eq(leaderboards.tenantId, tenantId), eq(leaderboards.code, 'bets')))
    const window = periodWindow('daily', start)
    const again = await Promise.all(
      [1, 2, 3].map(() => settlePeriod(t.database.db, boardOf(bets!), window, new Date())),
    )
    expect(again).toEqual([0, 0, 0])
    expect(
      await t.database.db
        .select()
        .from(ledgerEntries)
        .where(and(inArray(ledgerEntries.playerId, ids), eq(ledgerEntries.kind, 'leaderboard_prize'))),
    ).toHaveLength(3)
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
    await t.database.db
      .delete(leaderboards)
      .where(and(eq(leaderboards.tenantId, tenantId), eq(leaderboards.code, 'late')))
  })

  it('tells a winner their own prize of the period before', async () => {
    const day = at('2030-07-02T10:00:00Z')
    const winner = await player(day)
    await round(day, winner, table, 7_000, 0)
    const nextDay = at('2030-07-03T09:00:00Z')
    const bets = await boardOn(nextDay, 'bets', winner)
    expect(bets.previous?.you).toEqual({ rank: 1, account_id: masked(winner), prize: 5_000 })
    expect(bets.you).toBeNull()
    const live = await boardOn(nextDay, 'live-bets', winner)
    expect(live.previous?.winners).toEqual([{ rank: 1, account_id: masked(winner), prize: 2_000 }])
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })

  it('refuses half a session, a session of another player and an unknown site', async () => {
    const now = at('2030-07-10T10:00:00Z')
    const who = await player(now, 0)
    const half = await now.call('leaderboards', { ...demoSite, account_id: who.account_id })
    expect([half.status, half.json.message]).toEqual([
      400,
      'auth: send account_id and auth together, or neither',
    ])
    const stolen = await now.call('leaderboards', { ...demoSite, account_id: 'demo', auth: who.auth })
    expect([stolen.status, stolen.json.message]).toEqual([401, 'sessionExpired'])
    const unknown = await now.call('leaderboards', { domain_name: 'nowhere.example', external_id: 'x' })
    expect(unknown.status).toBe(404)
  })
})
