import { apiCalls, originalsGames, originalsProviderCode, productCategoryKeys } from '@lobbykit/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bonusTestKit } from '../bonus/testing'
import { bonusOffers, missionClaims, missions, players } from '../db/schema'
import { fundedPlayer, launchGame, playerIdOf, tenantIdOf } from '../games/testing'
import { walletAudit } from '../providers/testing'
import { requestId, type SignedIn, signUp } from '../testing/players'
import { demoSite, openTestApp, type TestApp } from '../testing/testApp'

/**
 * docs/product.md#missions: a mission may pay a bonus, which joins the player's active bonus or opens one of its own
 * that wagering on any game releases to cash (docs/product.md#deposit-bonus).
 */
let t: TestApp
const day = 86_400_000

beforeAll(async () => {
  t = await openTestApp()
  const tenantId = await tenantIdOf(t, demoSite.domain_name)
  const db = t.database.db
  await db.delete(missions).where(eq(missions.tenantId, tenantId))
  // Signing up signs the player in today: both missions are complete at once.
  const mission = { tenantId, period: 'daily', metric: 'logins', target: 1, rewardKind: 'bonus' }
  await db.insert(missions).values([
    { ...mission, code: 'bonus-login', reward: 5_000, wageringMultiple: 2, position: 0 },
    { ...mission, code: 'bonus-free', reward: 1_000, wageringMultiple: 0, position: 1 },
  ])
  await db.delete(bonusOffers).where(eq(bonusOffers.tenantId, tenantId))
  await db.insert(bonusOffers).values({
    tenantId,
    code: 'quick',
    title: 'Half again',
    percent: 50,
    maxBonus: 5_000,
    minDeposit: 10_000,
    wageringMultiple: 2,
    categories: ['slot_game'],
    position: 0,
    startsAt: new Date(Date.now() - day),
    endsAt: null,
  })
})
afterAll(() => t.close())

const claim = (who: SignedIn, code = 'bonus-login') => t.call('claimMission', { ...who, mission_code: code })
const offers = async (who: SignedIn) =>
  apiCalls.bonusOffers.response.parse((await t.call('bonusOffers', who)).json)
const { deposit, walletOf, bonusRows, ledgerOf } = bonusTestKit(() => t)

const crash = originalsGames.find((game) => game.engine === 'crash')

/** One crash round: not a category any deposit offer here counts, yet a mission's bonus counts every game. */
async function playCrash(token: string, stake: number) {
  const answer = await t.call('originalsRound', {
    game_token: token,
    stake,
    request_id: requestId(),
    choice: { engine: 'crash', cash_out: 200 },
  })
  expect(answer.status, answer.json.message).toBe(200)
}

async function withdrawal(who: SignedIn) {
  const banks = apiCalls.bankList.response.parse((await t.call('bankList', who)).json)
  const added = await t.call('addBank', {
    ...who,
    bank_code: banks.banks[0]?.bank_code,
    holder_name: 'Mission Player',
    account_no: `77${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  })
  expect(added.status, added.json.message).toBe(200)
  return (amount: number, accept?: boolean) =>
    t.call('withdraw', {
      ...who,
      bank_account_id: Number(added.json.bank_account_id),
      amount,
      request_id: requestId(),
      ...(accept === undefined ? {} : { accept_bonus_forfeit: accept }),
    })
}

describe('a mission paying a bonus (docs/product.md#missions)', () => {
  it('opens an active bonus once, however many claims arrive at once', async () => {
    const who = await signUp(t, demoSite)
    const listed = apiCalls.missions.response.parse((await t.call('missions', who)).json).value
    expect(listed[0]).toMatchObject({ reward_kind: 'bonus', reward: 5_000, wagering_multiple: 2 })
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(who)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    const paid = answers.find((answer) => answer.status === 200)
    expect(apiCalls.claimMission.response.parse(paid?.json)).toMatchObject({
      reward_kind: 'bonus',
      reward: 5_000,
      balance: 0,
    })
    expect(await walletOf(who)).toEqual({ cash: 0, bonus: 5_000 })
    expect(await bonusRows(who)).toMatchObject([
      {
        status: 'active',
        offerId: null,
        missionCode: 'bonus-login',
        percent: 0,
        maxBonus: 5_000,
        minDeposit: 0,
        wageringMultiple: 2,
        categories: [...productCategoryKeys],
        bonusAmount: 5_000,
        wageringRequired: 10_000,
        wagered: 0,
      },
    ])
    expect(await ledgerOf(who, 'mission_reward')).toEqual([
      { wallet: 'bonus_balance', kind: 'mission_reward', amount: 5_000 },
    ])
    const [claimRow] = await t.database.db
      .select()
      .from(missionClaims)
      .where(eq(missionClaims.playerId, await playerIdOf(t, who)))
    expect(claimRow).toMatchObject({ rewardKind: 'bonus', reward: 5_000 })
    expect(claimRow?.ledgerEntryId).toBeTypeOf('number')
    const { bonus, value } = await offers(who)
    expect(bonus).toMatchObject({
      offer_code: '',
      title: '',
      local_title: '',
      status: 'active',
      bonus_amount: 5_000,
      bonus_balance: 5_000,
      wagering_required: 10_000,
    })
    // One bonus at a time: the offer waits until this one is done.
    expect(value[0]?.can_opt_in).toBe(false)
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })

  it('is released to cash by wagering on any game, and at once when it needs no wagering', async () => {
    const who = await fundedPlayer(t, demoSite, 20_000)
    expect((await claim(who)).status).toBe(200)
    const { game_token } = await launchGame(t, who, demoSite, {
      game_code: crash?.game_code ?? '',
      provider_code: originalsProviderCode,
    })
    for (let n = 0; n < 20 && (await bonusRows(who))[0]?.status === 'active'; n++) {
      const { cash, bonus } = await walletOf(who)
      const stake = Math.min(2_500, cash + bonus)
      if (stake < 100) break
      await playCrash(game_token, stake)
    }
    const [bonus] = await bonusRows(who)
    if (bonus?.status === 'active') {
      // Every round lost: the money ran out before the wagering was done.
      expect((await walletOf(who)).cash + (await walletOf(who)).bonus).toBeLessThan(100)
    } else {
      expect(bonus).toMatchObject({ status: 'completed', missionCode: 'bonus-login' })
      expect(bonus?.wagered).toBeGreaterThanOrEqual(10_000)
      expect((await ledgerOf(who, 'bonus_release')).map((row) => [row.wallet, row.amount])).toEqual(
        bonus?.closedAmount
          ? [
              ['bonus_balance', -bonus.closedAmount],
              ['game_balance', bonus.closedAmount],
            ]
          : [],
      )
      expect((await walletOf(who)).bonus).toBe(0)
      expect((await offers(who)).bonus).toBeNull()
    }

    const other = await signUp(t, demoSite)
    expect((await claim(other, 'bonus-free')).status).toBe(200)
    expect(await walletOf(other)).toEqual({ cash: 1_000, bonus: 0 })
    expect(await bonusRows(other)).toMatchObject([
      { status: 'completed', bonusAmount: 1_000, wageringRequired: 0, closedAmount: 1_000 },
    ])
    expect(await ledgerOf(other)).toEqual([
      { wallet: 'bonus_balance', kind: 'mission_reward', amount: 1_000 },
      { wallet: 'bonus_balance', kind: 'bonus_release', amount: -1_000 },
      { wallet: 'game_balance', kind: 'bonus_release', amount: 1_000 },
    ])
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })

  it('joins an active deposit bonus, raising its amount and wagering', async () => {
    const who = await signUp(t, demoSite)
    expect(
      (await t.call('optInBonus', { ...who, offer_code: 'quick', request_id: requestId() })).status,
    ).toBe(200)
    expect((await deposit(who, 10_000)).status).toBe(200)
    expect((await claim(who)).status).toBe(200)
    expect(await walletOf(who)).toEqual({ cash: 10_000, bonus: 10_000 })
    const rows = await bonusRows(who)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      status: 'active',
      missionCode: null,
      bonusAmount: 10_000,
      wageringRequired: 20_000,
      categories: ['slot_game'],
    })
    expect((await ledgerOf(who)).filter((row) => row.wallet === 'bonus_balance')).toEqual([
      { wallet: 'bonus_balance', kind: 'bonus_credit', amount: 5_000 },
      { wallet: 'bonus_balance', kind: 'mission_reward', amount: 5_000 },
    ])
    expect((await offers(who)).bonus).toMatchObject({
      offer_code: 'quick',
      bonus_amount: 10_000,
      bonus_balance: 10_000,
      wagering_required: 20_000,
    })
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })

  it('is refused while an opt-in waits for its deposit, paying nothing, and joins the bonus after it', async () => {
    const who = await signUp(t, demoSite)
    expect(
      (await t.call('optInBonus', { ...who, offer_code: 'quick', request_id: requestId() })).status,
    ).toBe(200)
    const refused = await claim(who)
    expect([refused.status, refused.json.message]).toEqual([409, 'bonusWaitingForDeposit'])
    expect(await walletOf(who)).toEqual({ cash: 0, bonus: 0 })
    expect(await ledgerOf(who, 'mission_reward')).toEqual([])
    expect(
      await t.database.db
        .select()
        .from(missionClaims)
        .where(eq(missionClaims.playerId, await playerIdOf(t, who))),
    ).toEqual([])
    expect(await bonusRows(who)).toMatchObject([{ status: 'opted_in' }])
    const listed = apiCalls.missions.response.parse((await t.call('missions', who)).json).value
    expect(listed[0]).toMatchObject({ mission_code: 'bonus-login', is_claimed: false })

    expect((await deposit(who, 10_000)).status).toBe(200)
    expect((await claim(who)).status).toBe(200)
    expect(await walletOf(who)).toEqual({ cash: 10_000, bonus: 10_000 })
    expect(await bonusRows(who)).toMatchObject([{ status: 'active', bonusAmount: 10_000 }])
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })

  it('is forfeited by a withdrawal the player accepts, like any bonus', async () => {
    const who = await fundedPlayer(t, demoSite, 10_000)
    const withdraw = await withdrawal(who)
    expect((await claim(who)).status).toBe(200)
    const refused = await withdraw(4_000)
    expect([refused.status, refused.json.message, refused.json.bonus_forfeit]).toEqual([
      409,
      'bonusForfeitNotAccepted',
      5_000,
    ])
    expect(await walletOf(who)).toEqual({ cash: 10_000, bonus: 5_000 })
    const accepted = await withdraw(4_000, true)
    expect(accepted.status, accepted.json.message).toBe(200)
    expect(await walletOf(who)).toEqual({ cash: 6_000, bonus: 0 })
    expect(await bonusRows(who)).toMatchObject([
      { status: 'forfeited', missionCode: 'bonus-login', closedAmount: 5_000 },
    ])
    expect(await ledgerOf(who, 'bonus_forfeit')).toEqual([
      { wallet: 'bonus_balance', kind: 'bonus_forfeit', amount: -5_000 },
    ])
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })

  it('needs a verified phone, like cash', async () => {
    const who = await signUp(t, demoSite)
    const db = t.database.db
    await db
      .update(players)
      .set({ phoneVerifiedAt: null })
      .where(eq(players.id, await playerIdOf(t, who)))
    const refused = await claim(who)
    expect([refused.status, refused.json.message]).toEqual([403, 'verifyPhoneToClaim'])
    expect(await walletOf(who)).toEqual({ cash: 0, bonus: 0 })
  })
})
