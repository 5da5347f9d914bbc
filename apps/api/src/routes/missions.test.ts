import { apiCalls } from '@lobbykit/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, missionClaims, missions, wallets } from '../db/schema'
import { fundedPlayer, playerIdOf, playSlotRounds, tenantIdOf } from '../games/testing'
import { periodWindow } from '../missions/periods'
import { walletAudit } from '../providers/testing'
import { type SignedIn, signUp } from '../testing/players'
import { demoSite, openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
const stake = 1_000

/** The demo site's missions, replaced by ones a test reaches in a few rounds. */
const testMissions = [
  { code: 'play-3', period: 'daily', metric: 'rounds', target: 3, rewardKind: 'cash', reward: 5_000 },
  {
    code: 'bet-2000',
    period: 'weekly',
    metric: 'turnover',
    target: 2 * stake,
    rewardKind: 'cash',
    reward: 700,
  },
  { code: 'sign-in', period: 'daily', metric: 'logins', target: 1, rewardKind: 'minigame_token', reward: 2 },
  {
    code: 'deposit-big',
    period: 'weekly',
    metric: 'deposits',
    target: 10 ** 12,
    rewardKind: 'cash',
    reward: 1,
  },
]

beforeAll(async () => {
  t = await openTestApp()
  const tenantId = await tenantIdOf(t, demoSite.domain_name)
  await t.database.db.delete(missions).where(eq(missions.tenantId, tenantId))
  await t.database.db
    .insert(missions)
    .values(testMissions.map((mission, position) => ({ ...mission, tenantId, position })))
})
afterAll(() => t.close())

const list = async (who: SignedIn, app = t) =>
  apiCalls.missions.response.parse((await app.call('missions', who)).json).value
const progressOf = async (who: SignedIn, code: string, app = t) =>
  (await list(who, app)).find((mission) => mission.mission_code === code)

const play = (who: SignedIn, rounds: number) => playSlotRounds(t, who, demoSite, rounds, stake)

async function rewardRows(who: SignedIn) {
  return t.database.db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.playerId, await playerIdOf(t, who)), eq(ledgerEntries.kind, 'mission_reward')),
    )
}

describe('missions', () => {
  it('measures what the player really did this period', async () => {
    const who = await fundedPlayer(t, demoSite, 500_000)
    expect(await list(who)).toMatchObject([
      {
        mission_code: 'play-3',
        period: 'daily',
        metric: 'rounds',
        target: 3,
        progress: 0,
        is_claimed: false,
      },
      { mission_code: 'bet-2000', progress: 0 },
      // Signing up signed them in today.
      { mission_code: 'sign-in', progress: 1 },
      { mission_code: 'deposit-big', progress: 500_000 },
    ])
    await play(who, 2)
    const [rounds, turnover] = await list(who)
    expect([rounds?.progress, turnover?.progress]).toEqual([2, 2 * stake])
    const now = new Date()
    expect(rounds?.ends_at).toBe(periodWindow('daily', now).end.toISOString())
    expect(turnover?.ends_at).toBe(periodWindow('weekly', now).end.toISOString())
  })

  it('refuses a claim before the target, and pays nothing', async () => {
    const who = await fundedPlayer(t, demoSite, 100_000)
    await play(who, 2)
    const before = Number((await t.call('getBalance', who)).json.game_balance)
    const answer = await t.call('claimMission', { ...who, mission_code: 'play-3' })
    expect([answer.status, answer.json.message]).toEqual([409, 'missionNotComplete'])
    expect(Number((await t.call('getBalance', who)).json.game_balance)).toBe(before)
    expect(await rewardRows(who)).toEqual([])
  })

  it('pays a completed mission once, however many claims arrive at once', async () => {
    const who = await fundedPlayer(t, demoSite, 100_000)
    await play(who, 3)
    const before = Number((await t.call('getBalance', who)).json.game_balance)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('claimMission', { ...who, mission_code: 'play-3' })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    const paid = answers.find((answer) => answer.status === 200)
    expect(apiCalls.claimMission.response.parse(paid?.json)).toMatchObject({
      reward_kind: 'cash',
      reward: 5_000,
      balance: before + 5_000,
    })
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.json.message)).toEqual(
      Array(5).fill('alreadyClaimed'),
    )
    expect(await rewardRows(who)).toMatchObject([{ wallet: 'game_balance', amount: 5_000 }])
    expect(await progressOf(who, 'play-3')).toMatchObject({ progress: 3, is_claimed: true })
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })

  it('pays minigame tokens through the token ledger', async () => {
    const who = await signUp(t, demoSite)
    const answer = await t.call('claimMission', { ...who, mission_code: 'sign-in' })
    expect(answer.status, answer.json.message).toBe(200)
    expect(answer.json).toMatchObject({
      reward_kind: 'minigame_token',
      reward: 2,
      token_balance: 2,
      balance: 0,
    })
    expect(await rewardRows(who)).toMatchObject([{ wallet: 'minigame_token', amount: 2, balanceAfter: 2 }])
    const [wallet] = await t.database.db
      .select({ tokens: wallets.minigameTokenBalance })
      .from(wallets)
      .where(eq(wallets.playerId, await playerIdOf(t, who)))
    expect(wallet?.tokens).toBe(2)
  })

  it('starts a daily mission again the next day, and keeps the weekly claim for the week', async () => {
    const who = await fundedPlayer(t, demoSite, 100_000)
    await play(who, 3)
    expect((await t.call('claimMission', { ...who, mission_code: 'play-3' })).status).toBe(200)
    const now = new Date()
    const tomorrow = new Date(periodWindow('daily', now).end.getTime() + 60_000)
    const later = t.sibling({ now: () => tomorrow })
    const login = await later.call('login', {
      ...demoSite,
      account_id: who.account_id,
      password: 'secret123',
    })
    expect(login.status, login.json.message).toBe(200)
    const again = { ...who, auth: String(login.json.token) }
    expect(await progressOf(again, 'play-3', later)).toMatchObject({ progress: 0, is_claimed: false })
    expect((await later.call('claimMission', { ...again, mission_code: 'play-3' })).json.message).toBe(
      'missionNotComplete',
    )
    const sameWeek =
      periodWindow('weekly', tomorrow).start.getTime() === periodWindow('weekly', now).start.getTime()
    expect(await progressOf(again, 'bet-2000', later)).toMatchObject({ progress: sameWeek ? 3 * stake : 0 })
  })

  it('refuses a mission the tenant does not run, and a bad code', async () => {
    const who = await signUp(t, demoSite)
    const unknown = await t.call('claimMission', { ...who, mission_code: 'daily-rounds' })
    expect([unknown.status, unknown.json.message]).toEqual([404, 'missionNotFound'])
    const bad = await t.call('claimMission', { ...who, mission_code: 'DROP TABLE' })
    expect(bad.status).toBe(400)
    const claims = await t.database.db
      .select()
      .from(missionClaims)
      .where(eq(missionClaims.playerId, await playerIdOf(t, who)))
    expect(claims).toEqual([])
  })
})
