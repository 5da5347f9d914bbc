import { apiCalls } from '@lobbykit/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inboxClaims, inboxItems, ledgerEntries, players, tenantDomains, wallets } from '../db/schema'
import { signUp } from '../testing/players'
import { demoLogin, demoSite, openTestApp, type TestApp } from '../testing/testApp'
import { progress, vipStanding } from './wallet'

let t: TestApp
let signedIn: { account_id: string; auth: string; domain_name: string }
let demoId: number

beforeAll(async () => {
  t = await openTestApp()
  const login = await t.call('login', demoLogin)
  signedIn = { account_id: 'demo', auth: String(login.json.token), domain_name: demoSite.domain_name }
  const [domain] = await t.database.db
    .select()
    .from(tenantDomains)
    .where(eq(tenantDomains.domain, demoSite.domain_name))
  const [demo] = await t.database.db
    .select()
    .from(players)
    .where(and(eq(players.accountId, 'demo'), eq(players.tenantId, domain?.tenantId ?? 0)))
  demoId = demo?.id ?? 0
})
afterAll(() => t.close())

const walletOf = async (playerId: number) =>
  (await t.database.db.select().from(wallets).where(eq(wallets.playerId, playerId)))[0]

describe('get_balance', () => {
  it('answers the wallet of the signed-in player in minor units', async () => {
    const { status, json } = await t.call('getBalance', signedIn)
    expect(status).toBe(200)
    const answer = apiCalls.getBalance.response.parse(json)
    const wallet = await walletOf(demoId)
    expect(answer.game_balance).toBe(wallet?.gameBalance)
    expect(answer.game_token).toBe(wallet?.gameToken)
    expect(answer.minigame).toEqual({
      token_balance: wallet?.minigameTokenBalance,
      frozen_token: wallet?.minigameFrozenToken,
    })
  })

  it('matches the ledger: the balance is the sum of the game balance entries', async () => {
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, demoId), eq(ledgerEntries.wallet, 'game_balance')))
    const total = entries.reduce((sum, entry) => sum + entry.amount, 0)
    expect((await walletOf(demoId))?.gameBalance).toBe(total)
  })
})

describe('vip', () => {
  it('lists every level and places the player by deposits and turnover', async () => {
    const answer = apiCalls.vip.response.parse((await t.call('vip', signedIn)).json)
    expect(answer.nextLevel.map((level) => level.vip_name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ])
    expect(answer.nextLevel[0]).toMatchObject({
      vip_name_next: 'Silver',
      deposit_next: 100_000,
      cycle_deposit: 100_000,
    })
    const deposits = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, demoId), eq(ledgerEntries.kind, 'deposit')))
    expect(answer.summary.totalDeposit).toBe(deposits.reduce((sum, entry) => sum + entry.amount, 0))
    expect(answer.summary.depoProgress).toBeGreaterThanOrEqual(0)
    expect(answer.summary.depoProgress).toBeLessThanOrEqual(100)
  })

  it('caps progress at 100% and stops at the top level', () => {
    expect(progress(150, 0, 100)).toBe(100)
    expect(progress(25, 0, 100)).toBe(25)
    expect(progress(1, 0, 3)).toBe(33.33)
    const levels = [
      { id: 1, tenantId: 1, level: 0, name: 'Bronze', minDeposit: 0, minTurnover: 0 },
      { id: 2, tenantId: 1, level: 1, name: 'Silver', minDeposit: 100, minTurnover: 1_000 },
    ]
    expect(vipStanding(levels, { deposit: 500, turnover: 200 }).summary).toMatchObject({
      currentLevel: 'Bronze',
      nextLevel: 'Silver',
      depoProgress: 100,
      toProgress: 20,
    })
    expect(vipStanding(levels, { deposit: 500, turnover: 5_000 }).summary).toMatchObject({
      currentLevel: 'Silver',
      nextLevel: '',
      depoProgress: 100,
    })
  })
})

describe('fav_list', () => {
  it("answers the player's favourites with img_url", async () => {
    const answer = apiCalls.favList.response.parse((await t.call('favList', signedIn)).json)
    expect(answer.value).toHaveLength(6)
    expect(answer.value[0]?.img_url).toMatch(/^\/api\/media\/game\//)
  })
})

describe('profile_update', () => {
  it('stores the new name and e-mail and answers them in value[0]', async () => {
    const { json } = await t.call('profileUpdate', {
      ...signedIn,
      full_name: 'Demo Renamed',
      contact_email: 'renamed@example.com',
    })
    const answer = apiCalls.profileUpdate.response.parse(json)
    expect(answer.value[0]).toEqual({
      account_id: 'demo',
      full_name: 'Demo Renamed',
      contact_email: 'renamed@example.com',
    })
    const [stored] = await t.database.db.select().from(players).where(eq(players.id, demoId))
    expect(stored).toMatchObject({ fullName: 'Demo Renamed', email: 'renamed@example.com' })
  })

  it('refuses digits in a name, naming the field', async () => {
    const { status, json } = await t.call('profileUpdate', {
      ...signedIn,
      full_name: 'R2D2',
      contact_email: 'a@b.co',
    })
    expect(status).toBe(400)
    expect(json.message).toMatch(/^full_name: /)
  })
})

describe('check_status', () => {
  it('answers ACTIVE and whether the phone is verified', async () => {
    const answer = apiCalls.checkStatus.response.parse((await t.call('checkStatus', signedIn)).json)
    expect(answer).toMatchObject({ statusCode: 1, status: 'ACTIVE', phone_verified: true })
  })
})

describe('inbox', () => {
  it('lists the messages, newest first, with rewards and flags', async () => {
    const answer = apiCalls.getInbox.response.parse((await t.call('getInbox', signedIn)).json)
    expect(answer.value).toHaveLength(4)
    expect(answer.unread).toBe(3)
    const dates = answer.value.map((item) => Date.parse(item.created_at))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  })

  it('credits a claimed reward once, with its ledger row, and refuses a second claim', async () => {
    const inbox = apiCalls.getInbox.response.parse((await t.call('getInbox', signedIn)).json)
    const gift = inbox.value.find((item) => item.reward > 0 && !item.is_claimed)
    if (!gift) throw new Error('the demo inbox has a reward to claim')
    const before = (await walletOf(demoId))?.gameBalance ?? 0

    const claim = apiCalls.claimInbox.response.parse(
      (await t.call('claimInbox', { ...signedIn, inbox_id: gift.inbox_id })).json,
    )
    expect(claim).toMatchObject({
      inbox_id: gift.inbox_id,
      reward: gift.reward,
      game_balance: before + gift.reward,
    })
    expect((await walletOf(demoId))?.gameBalance).toBe(before + gift.reward)
    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `inbox:${gift.inbox_id}`))
    expect(entry).toMatchObject({
      kind: 'inbox_reward',
      amount: gift.reward,
      balanceAfter: before + gift.reward,
    })

    const again = await t.call('claimInbox', { ...signedIn, inbox_id: gift.inbox_id })
    expect({ status: again.status, message: again.json.message }).toEqual({
      status: 409,
      message: 'alreadyClaimed',
    })
    expect((await walletOf(demoId))?.gameBalance).toBe(before + gift.reward)
    const after = apiCalls.getInbox.response.parse((await t.call('getInbox', signedIn)).json)
    expect(after.value.find((item) => item.inbox_id === gift.inbox_id)).toMatchObject({
      is_claimed: true,
      is_read: true,
    })
  })

  it('pays one of two simultaneous claims', async () => {
    const inbox = apiCalls.getInbox.response.parse((await t.call('getInbox', signedIn)).json)
    const gift = inbox.value.find((item) => item.reward > 0 && !item.is_claimed)
    if (!gift) throw new Error('the demo inbox has a second reward')
    const answers = await Promise.all([
      t.call('claimInbox', { ...signedIn, inbox_id: gift.inbox_id }),
      t.call('claimInbox', { ...signedIn, inbox_id: gift.inbox_id }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(
      await t.database.db.select().from(inboxClaims).where(eq(inboxClaims.inboxId, gift.inbox_id)),
    ).toHaveLength(1)
  })

  it("refuses another player's message as unknown", async () => {
    const peer = await signUp(t, demoSite, 'inboxpeer', { phone: '+639179990000' })
    const demoInbox = apiCalls.getInbox.response.parse((await t.call('getInbox', signedIn)).json)
    const { status, json } = await t.call('claimInbox', {
      ...peer,
      inbox_id: demoInbox.value[0]?.inbox_id ?? 1,
    })
    expect({ status, message: json.message }).toEqual({ status: 404, message: 'inboxNotFound' })
  })
})

describe('read_inbox (docs/product.md#inbox)', () => {
  it("marks the player's own items read, leaves others' alone, and answers what stays unread", async () => {
    const peer = await signUp(t, demoSite, 'readpeer', { phone: '+639179990001' })
    const [demo] = await t.database.db.select().from(players).where(eq(players.id, demoId))
    const mine = await t.database.db
      .insert(inboxItems)
      .values(
        [1, 2, 3].map((n) => ({
          tenantId: demo?.tenantId ?? 0,
          playerId: demoId,
          title: `Note ${n}`,
          body: 'Hello',
          reward: 0,
        })),
      )
      .returning({ id: inboxItems.id })
    const before = apiCalls.getInbox.response.parse((await t.call('getInbox', signedIn)).json)
    const [first, second, third] = mine.map((row) => row.id)
    if (!first || !second || !third) throw new Error('three new items')

    // Another player cannot mark them: nothing changes, and their own count answers.
    const peerAnswer = apiCalls.readInbox.response.parse(
      (await t.call('readInbox', { ...peer, inbox_ids: [first, second] })).json,
    )
    expect(peerAnswer.unread).toBeGreaterThanOrEqual(0)
    const unchanged = apiCalls.getInbox.response.parse((await t.call('getInbox', signedIn)).json)
    expect(unchanged.unread).toBe(before.unread)

    const answer = apiCalls.readInbox.response.parse(
      (await t.call('readInbox', { ...signedIn, inbox_ids: [first, second] })).json,
    )
    expect(answer.unread).toBe(before.unread - 2)
    const after = apiCalls.getInbox.response.parse((await t.call('getInbox', signedIn)).json)
    expect(after.unread).toBe(answer.unread)
    const read = (id: number) => after.value.find((item) => item.inbox_id === id)?.is_read
    expect([read(first), read(second), read(third)]).toEqual([true, true, false])

    // Again: nothing more changes.
    const again = apiCalls.readInbox.response.parse(
      (await t.call('readInbox', { ...signedIn, inbox_ids: [first, second] })).json,
    )
    expect(again.unread).toBe(answer.unread)
  })

  it('refuses an empty list, too many ids and ids that are not row ids, naming inbox_ids', async () => {
    for (const inbox_ids of [[], Array.from({ length: 101 }, (_, i) => i + 1), [0], ['1']]) {
      const { status, json } = await t.call('readInbox', { ...signedIn, inbox_ids } as never)
      expect(status).toBe(400)
      expect(JSON.stringify(json)).toContain('inbox_ids')
    }
  })
})

describe('the ledger', () => {
  it('cannot be changed or deleted', async () => {
    await expect(
      t.database.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.playerId, demoId)),
    ).rejects.toThrow()
    await expect(
      t.database.db.delete(ledgerEntries).where(eq(ledgerEntries.playerId, demoId)),
    ).rejects.toThrow()
  })

  it('and a wallet never goes below zero', async () => {
    await expect(
      t.database.db.update(wallets).set({ gameBalance: -1 }).where(eq(wallets.playerId, demoId)),
    ).rejects.toThrow()
  })
})
