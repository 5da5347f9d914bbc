import { apiCalls } from '@lobbykit/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, minigameSpins, tenants, wallets } from '../db/schema'
import { fundedPlayer, playerIdOf, playSlotRounds } from '../games/testing'
import { requestId, type SignedIn, signUp } from '../testing/players'
import { databaseFingerprint, demoSite, openTestApp, rowsOf, type TestApp } from '../testing/testApp'

let t: TestApp
/** The demo site's turnover per token, lowered so a few rounds earn tokens. */
const rate = 1000

beforeAll(async () => {
  t = await openTestApp()
  const [site] = rowsOf<{ tenant_id: number }>(
    await t.database.db.execute(
      sql`select tenant_id from tenant_domains where domain = ${demoSite.domain_name} limit 1`,
    ),
  )
  await t.database.db
    .update(tenants)
    .set({ minigameTurnoverPerToken: rate })
    .where(eq(tenants.id, site?.tenant_id ?? 0))
})
afterAll(() => t.close())

const state = async (who: SignedIn) =>
  apiCalls.minigameState.response.parse((await t.call('minigameState', who)).json)

/** A funded player who has staked `rounds` x 1000 on the slot, earning a token per round. */
async function playerWithTokens(rounds: number): Promise<SignedIn> {
  const who = await fundedPlayer(t, demoSite, 1_000_000)
  await playSlotRounds(t, who, demoSite, rounds, rate)
  return who
}

async function sums(playerId: number) {
  const rows = await t.database.db
    .select({
      wallet: ledgerEntries.wallet,
      total: sql<number>`sum(${ledgerEntries.amount})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, playerId))
    .groupBy(ledgerEntries.wallet)
  const of = (wallet: string) => rows.find((row) => row.wallet === wallet)?.total ?? 0
  const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.playerId, playerId))
  return {
    ledger: [of('game_balance'), of('minigame_token'), of('minigame_frozen')],
    wallet: [wallet?.gameBalance, wallet?.minigameTokenBalance, wallet?.minigameFrozenToken],
  }
}

describe('/api/minigame', () => {
  it('shows the wheel and how much turnover the next token needs', async () => {
    const who = await signUp(t, demoSite)
    const fresh = await state(who)
    expect(fresh).toMatchObject({ token_balance: 0, frozen_token: 0, turnover_per_token: rate })
    expect(fresh.turnover_to_next_token).toBe(rate)
    expect(fresh.prizes.length).toBe(10)
    const played = await playerWithTokens(3)
    const after = await state(played)
    expect(after.token_balance).toBe(3)
    expect(after.turnover_to_next_token).toBe(rate)
  })

  it('refuses a spin without tokens and moves nothing', async () => {
    const who = await signUp(t, demoSite)
    const before = await databaseFingerprint(t.database)
    const answer = await t.call('minigameSpin', { ...who, request_id: requestId() })
    expect([answer.status, answer.json.message]).toEqual([409, 'noTokens'])
    expect(await databaseFingerprint(t.database)).toEqual(before)
  })

  it('freezes a token on a spin, and collecting spends it and credits the prize through the ledger', async () => {
    const who = await playerWithTokens(4)
    const id = await playerIdOf(t, who)
    const { prizes } = await state(who)
    const balance = apiCalls.getBalance.response.parse((await t.call('getBalance', who)).json).game_balance
    const key = requestId()
    const first = await t.call('minigameSpin', { ...who, request_id: key })
    const spun = apiCalls.minigameSpin.response.parse(first.json)
    expect([spun.token_balance, spun.frozen_token]).toEqual([3, 1])
    expect(spun.prize).toEqual(prizes[spun.prize_index])
    // A replay answers the first answer and spins nothing more.
    const again = await t.call('minigameSpin', { ...who, request_id: key })
    expect(JSON.stringify(again.json)).toBe(JSON.stringify(first.json))
    expect((await state(who)).token_balance).toBe(3)

    const collected = apiCalls.minigameCollect.response.parse(
      (await t.call('minigameCollect', { ...who, spin_id: spun.spin_id })).json,
    )
    const cash = spun.prize.kind === 'cash' ? spun.prize.amount : 0
    const tokens = spun.prize.kind === 'tokens' ? spun.prize.amount : 0
    expect(collected).toMatchObject({ frozen_token: 0, token_balance: 3 + tokens, balance: balance + cash })
    // Collecting again moves nothing and answers the wallets as they are.
    const twice = apiCalls.minigameCollect.response.parse(
      (await t.call('minigameCollect', { ...who, spin_id: spun.spin_id })).json,
    )
    expect(twice).toEqual(collected)

    const rows = await t.database.db
      .select({ wallet: ledgerEntries.wallet, kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.playerId, id), eq(ledgerEntries.reference, `minigame_spin:${spun.spin_id}`)),
      )
    expect(rows).toEqual(
      expect.arrayContaining([
        { wallet: 'minigame_token', kind: 'spin', amount: -1 },
        { wallet: 'minigame_frozen', kind: 'spin_freeze', amount: 1 },
        { wallet: 'minigame_frozen', kind: 'spin_spend', amount: -1 },
      ]),
    )
    expect(rows).toHaveLength(3 + (cash > 0 || tokens > 0 ? 1 : 0))
    const { ledger, wallet } = await sums(id)
    expect(wallet).toEqual(ledger)
  })

  it('collects a spin left frozen on the next spin, and spends tokens one spin at a time', async () => {
    const who = await playerWithTokens(3)
    const id = await playerIdOf(t, who)
    const first = apiCalls.minigameSpin.response.parse(
      (await t.call('minigameSpin', { ...who, request_id: requestId() })).json,
    )
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => t.call('minigameSpin', { ...who, request_id: requestId() })),
    )
    for (const answer of answers) expect([200, 409]).toContain(answer.status)
    const [firstRow] = await t.database.db
      .select()
      .from(minigameSpins)
      .where(eq(minigameSpins.id, first.spin_id))
    expect(firstRow?.status).toBe('collected')
    const now = await state(who)
    expect(now.frozen_token).toBe(1)
    const { ledger, wallet } = await sums(id)
    expect(wallet).toEqual(ledger)
  })

  it("does not collect another player's spin", async () => {
    const owner = await playerWithTokens(1)
    const spun = apiCalls.minigameSpin.response.parse(
      (await t.call('minigameSpin', { ...owner, request_id: requestId() })).json,
    )
    const other = await signUp(t, demoSite)
    const answer = await t.call('minigameCollect', { ...other, spin_id: spun.spin_id })
    expect([answer.status, answer.json.message]).toEqual([404, 'spinNotFound'])
    expect((await state(owner)).frozen_token).toBe(1)
  })
})
