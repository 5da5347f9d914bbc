import { apiCalls } from '@lobbykit/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, vipLevels, vipRewards } from '../db/schema'
import { fundedPlayer, playerIdOf, playSlotRounds, tenantIdOf } from '../games/testing'
import { walletAudit } from '../providers/testing'
import { requestId, type SignedIn, signUp } from '../testing/players'
import { demoSite, openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
const stake = 1_000

/** The demo site's VIP table, replaced by one a test reaches with a deposit and a few rounds. */
const testLevels = [
  { level: 1, name: 'Start', minDeposit: 0, minTurnover: 0, levelUpReward: 0, benefits: [] },
  {
    level: 2,
    name: 'Depositor',
    minDeposit: 50_000,
    minTurnover: 0,
    levelUpReward: 3_000,
    benefits: ['The Depositor badge on your account'],
  },
  {
    level: 3,
    name: 'Player',
    minDeposit: 50_000,
    minTurnover: 3 * stake,
    levelUpReward: 7_000,
    benefits: [],
  },
  { level: 4, name: 'Far away', minDeposit: 10 ** 12, minTurnover: 0, levelUpReward: 1, benefits: [] },
]

beforeAll(async () => {
  t = await openTestApp()
  const tenantId = await tenantIdOf(t, demoSite.domain_name)
  await t.database.db.delete(vipLevels).where(eq(vipLevels.tenantId, tenantId))
  await t.database.db.insert(vipLevels).values(testLevels.map((level) => ({ ...level, tenantId })))
})
afterAll(() => t.close())

const levels = async (who: SignedIn) =>
  apiCalls.vipLevels.response.parse((await t.call('vipLevels', who)).json)
const balanceOf = async (who: SignedIn) => Number((await t.call('getBalance', who)).json.game_balance)
const claim = (who: SignedIn, level: number, id = requestId()) =>
  t.call('claimVipReward', { ...who, level, request_id: id })

async function rewardRows(who: SignedIn) {
  return t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, await playerIdOf(t, who)), eq(ledgerEntries.kind, 'vip_reward')))
}

describe('VIP level-up rewards (docs/product.md#vip-rewards)', () => {
  it('reaches levels by deposits, then by turnover, and marks the highest reached as the current one', async () => {
    const fresh = await signUp(t, demoSite)
    const start = await levels(fresh)
    expect(start.value.map((level) => [level.level, level.is_reached, level.is_current])).toEqual([
      [1, true, true],
      [2, false, false],
      [3, false, false],
      [4, false, false],
    ])
    expect(start.value[1]).toMatchObject({
      name: 'Depositor',
      min_deposit: 50_000,
      level_up_reward: 3_000,
      benefits: ['The Depositor badge on your account'],
      is_claimed: false,
    })

    const who = await fundedPlayer(t, demoSite, 60_000)
    const deposited = await levels(who)
    expect(deposited).toMatchObject({ total_deposit: 60_000, total_turnover: 0 })
    expect(deposited.value.filter((level) => level.is_reached).map((level) => level.level)).toEqual([1, 2])
    expect(deposited.value.find((level) => level.is_current)?.level).toBe(2)

    await playSlotRounds(t, who, demoSite, 3, stake)
    const played = await levels(who)
    expect(played.total_turnover).toBe(3 * stake)
    expect(played.value.find((level) => level.is_current)?.level).toBe(3)
    // The old summary call agrees on the level's name.
    expect((await t.call('vip', who)).json).toMatchObject({ summary: { currentLevel: 'Player' } })
  })

  it('refuses a level not reached, a level without a reward and an unknown level, and pays nothing', async () => {
    const who = await fundedPlayer(t, demoSite, 60_000)
    const before = await balanceOf(who)
    const refusals = await Promise.all([claim(who, 4), claim(who, 3), claim(who, 1), claim(who, 9)])
    expect(refusals.map((answer) => [answer.status, answer.json.message])).toEqual([
      [409, 'vipLevelNotReached'],
      [409, 'vipLevelNotReached'],
      [404, 'vipRewardNotFound'],
      [404, 'vipRewardNotFound'],
    ])
    expect(await balanceOf(who)).toBe(before)
    expect(await rewardRows(who)).toEqual([])
  })

  it('pays a reached level once, however many claims arrive at once, and every balance equals its ledger', async () => {
    const who = await fundedPlayer(t, demoSite, 60_000)
    await playSlotRounds(t, who, demoSite, 3, stake)
    const before = await balanceOf(who)
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(who, 2)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    const paid = answers.find((answer) => answer.status === 200)
    expect(apiCalls.claimVipReward.response.parse(paid?.json)).toMatchObject({
      level: 2,
      reward: 3_000,
      balance: before + 3_000,
    })
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.json.message)).toEqual(
      Array(7).fill('alreadyClaimed'),
    )
    // A lower level's reward stays claimable after a higher level is reached.
    expect((await claim(who, 3)).json).toMatchObject({ level: 3, reward: 7_000, balance: before + 10_000 })
    expect(await balanceOf(who)).toBe(before + 10_000)
    expect((await rewardRows(who)).map((row) => [row.amount, row.reference])).toEqual([
      [3_000, 'vip:2'],
      [7_000, 'vip:3'],
    ])
    const rows = await t.database.db
      .select()
      .from(vipRewards)
      .where(eq(vipRewards.playerId, await playerIdOf(t, who)))
    expect(rows.map((row) => [row.level, row.amount, row.ledgerEntryId !== null])).toEqual([
      [2, 3_000, true],
      [3, 7_000, true],
    ])
    expect((await levels(who)).value.map((level) => level.is_claimed)).toEqual([false, true, true, false])
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })

  it('answers a retried claim (same request_id) with the first payment and pays nothing more', async () => {
    const who = await fundedPlayer(t, demoSite, 60_000)
    const before = await balanceOf(who)
    const key = requestId()
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(who, 2, key)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    for (const answer of answers)
      expect(answer.json).toMatchObject({ level: 2, reward: 3_000, balance: before + 3_000 })
    const again = await claim(who, 2, key)
    expect(again.json).toMatchObject({ level: 2, reward: 3_000, balance: before + 3_000 })
    // The key names that payment: another level under it is refused.
    expect([(await claim(who, 3, key)).json.message]).toEqual(['requestIdReused'])
    expect(await rewardRows(who)).toHaveLength(1)
    expect(await balanceOf(who)).toBe(before + 3_000)
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })
})
