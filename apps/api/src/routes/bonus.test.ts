import { apiCalls, originalsGames, originalsProviderCode } from '@lobbykit/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bonusTestKit } from '../bonus/testing'
import type { Db } from '../db/client'
import { bonusOffers, ledgerEntries } from '../db/schema'
import { fundedPlayer, gameOfProvider, launchGame, tenantIdOf } from '../games/testing'
import { signedCallback, walletAudit } from '../providers/testing'
import { between, pick, seededRandom } from '../seed/random'
import { applyConfig, readLiveConfig } from '../tenants/config'
import { requestId, type SignedIn, signUp } from '../testing/players'
import { demoSite, openTestApp, otherSite, type TestApp } from '../testing/testApp'

let t: TestApp
const day = 86_400_000

/**
 * The demo site's offers, replaced by a few a test can finish quickly: 50 % of a deposit of at least 10,000, at most
 * 5,000, staked twice over on slots (docs/product.md#deposit-bonus).
 */
beforeAll(async () => {
  t = await openTestApp()
  const tenantId = await tenantIdOf(t, demoSite.domain_name)
  const now = Date.now()
  await t.database.db.delete(bonusOffers).where(eq(bonusOffers.tenantId, tenantId))
  const offer = {
    tenantId,
    title: 'Half again',
    terms: 'Deposit 100 or more.',
    localTitle: 'Kalahati pa',
    localTerms: 'Mag-deposito ng 100 o higit pa.',
    percent: 50,
    maxBonus: 5_000,
    minDeposit: 10_000,
    wageringMultiple: 2,
    categories: ['slot_game'],
  }
  await t.database.db.insert(bonusOffers).values([
    { ...offer, code: 'quick', position: 0, startsAt: new Date(now - day), endsAt: new Date(now + 30 * day) },
    { ...offer, code: 'ended', position: 1, startsAt: new Date(now - 3 * day), endsAt: new Date(now - day) },
    { ...offer, code: 'later', position: 2, startsAt: new Date(now + day), endsAt: null },
    { ...offer, code: 'big', position: 3, minDeposit: 25_000, startsAt: new Date(now - day), endsAt: null },
    {
      ...offer,
      code: 'long',
      position: 4,
      wageringMultiple: 20,
      startsAt: new Date(now - day),
      endsAt: null,
    },
  ])
})
afterAll(() => t.close())

const offers = async (who: SignedIn) =>
  apiCalls.bonusOffers.response.parse((await t.call('bonusOffers', who)).json)
const optIn = (who: SignedIn, offerCode = 'quick', id = requestId()) =>
  t.call('optInBonus', { ...who, offer_code: offerCode, request_id: id })

const { deposit, walletOf, bonusRows, ledgerOf } = bonusTestKit(() => t)

const slot = originalsGames.find((game) => game.engine === 'slot')
const crash = originalsGames.find((game) => game.engine === 'crash')
const tokens = new Map<string, string>()

/** One originals round: a slot (an eligible game) or a crash (not one). Answers the HTTP status. */
async function play(who: SignedIn, engine: 'slot' | 'crash', stake: number): Promise<number> {
  const game = engine === 'slot' ? slot : crash
  const key = `${who.account_id}:${engine}`
  let token = tokens.get(key)
  if (!token) {
    token = (
      await launchGame(t, who, demoSite, {
        game_code: game?.game_code ?? '',
        provider_code: originalsProviderCode,
      })
    ).game_token
    tokens.set(key, token)
  }
  const answer = await t.call('originalsRound', {
    game_token: token,
    stake,
    request_id: requestId(),
    choice: engine === 'slot' ? { engine: 'slot', lines: 5 } : { engine: 'crash', cash_out: 200 },
  })
  return answer.status
}

async function bankOf(who: SignedIn) {
  const banks = apiCalls.bankList.response.parse((await t.call('bankList', who)).json)
  const added = await t.call('addBank', {
    ...who,
    bank_code: banks.banks[0]?.bank_code,
    holder_name: 'Bonus Player',
    account_no: `66${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  })
  expect(added.status, added.json.message).toBe(200)
  return Number(added.json.bank_account_id)
}

describe('deposit bonus offers and opt-in (docs/product.md#deposit-bonus)', () => {
  it('lists the running offers and refuses an unknown, ended or not yet started offer', async () => {
    const who = await signUp(t, demoSite)
    const listed = await offers(who)
    expect(listed.value.map((offer) => [offer.offer_code, offer.can_opt_in])).toEqual([
      ['quick', true],
      ['big', true],
      ['long', true],
    ])
    expect(listed.value[0]).toMatchObject({
      title: 'Half again',
      local_title: 'Kalahati pa',
      terms: 'Deposit 100 or more.',
      local_terms: 'Mag-deposito ng 100 o higit pa.',
      percent: 50,
      max_bonus: 5_000,
      min_deposit: 10_000,
      wagering_multiple: 2,
      categories: ['slot_game'],
    })
    expect(listed.bonus).toBeNull()
    const refusals = await Promise.all([optIn(who, 'nope'), optIn(who, 'ended'), optIn(who, 'later')])
    expect(refusals.map((answer) => [answer.status, answer.json.message])).toEqual([
      [404, 'bonusOfferNotFound'],
      [409, 'bonusOfferExpired'],
      [409, 'bonusOfferExpired'],
    ])
    expect(await bonusRows(who)).toEqual([])
  })

  it('opts in once however many opt-ins arrive at once, and a repeated request_id answers the first', async () => {
    const who = await signUp(t, demoSite)
    const answers = await Promise.all(Array.from({ length: 8 }, () => optIn(who)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    expect(answers.filter((a) => a.status === 409).map((a) => a.json.message)).toEqual(
      Array(7).fill('bonusAlreadyOpen'),
    )
    expect(await bonusRows(who)).toHaveLength(1)

    const other = await signUp(t, demoSite)
    const key = requestId()
    const same = await Promise.all(Array.from({ length: 6 }, () => optIn(other, 'quick', key)))
    expect(same.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    for (const answer of same)
      expect(apiCalls.optInBonus.response.parse(answer.json).bonus).toMatchObject({
        offer_code: 'quick',
        title: 'Half again',
        local_title: 'Kalahati pa',
        status: 'opted_in',
        bonus_amount: 0,
        progress_text: 'Deposit at least 100.00 PHP to receive your bonus.',
      })
    expect((await optIn(other, 'ended', key)).json.message).toBe('requestIdReused')
    expect(await bonusRows(other)).toHaveLength(1)
    expect((await offers(other)).value[0]?.can_opt_in).toBe(false)
  })
})

describe('the bonus credit, wagering and release (docs/product.md#deposit-bonus)', () => {
  it('credits the next qualifying deposit once, even for deposits at once, and not a smaller one', async () => {
    const who = await signUp(t, demoSite)
    expect((await optIn(who)).status).toBe(200)
    // Under the instant method's minimum (the offer's too): refused, and nothing credited.
    expect((await deposit(who, 9_999)).status).toBe(400)
    const answers = await Promise.all([deposit(who, 12_000), deposit(who, 30_000), deposit(who, 10_000)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const credits = await ledgerOf(who, 'bonus_credit')
    expect(credits).toHaveLength(1)
    const [bonus] = await bonusRows(who)
    expect(bonus).toMatchObject({ status: 'active', wagered: 0 })
    expect(credits[0]).toEqual({ wallet: 'bonus_balance', kind: 'bonus_credit', amount: bonus?.bonusAmount })
    expect(bonus?.wageringRequired).toBe((bonus?.bonusAmount ?? 0) * 2)
    expect(await walletOf(who)).toEqual({ cash: 52_000, bonus: bonus?.bonusAmount })
    // The balance call gives the bonus apart from the cash: the site's header shows both together.
    expect((await t.call('getBalance', who)).json).toMatchObject({
      game_balance: 52_000,
      bonus_balance: bonus?.bonusAmount,
    })
    const state = (await offers(who)).bonus
    expect(state).toMatchObject({ status: 'active', bonus_balance: bonus?.bonusAmount, wagered: 0 })
    expect(state?.progress_text).toBe(
      'You have staked 0.00 PHP of 100.00 PHP on eligible games; 100.00 PHP to go.',
    )
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })

  it('credits nothing for a deposit under the offer minimum and waits for one that reaches it', async () => {
    const who = await signUp(t, demoSite)
    await optIn(who, 'big')
    expect((await deposit(who, 24_999)).status).toBe(200)
    expect(await ledgerOf(who, 'bonus_credit')).toEqual([])
    expect((await bonusRows(who))[0]?.status).toBe('opted_in')
    expect((await deposit(who, 25_000)).status).toBe(200)
    expect(await ledgerOf(who, 'bonus_credit')).toEqual([
      { wallet: 'bonus_balance', kind: 'bonus_credit', amount: 5_000 },
    ])
    expect(await walletOf(who)).toEqual({ cash: 49_999, bonus: 5_000 })
  })

  it('counts only stakes on eligible games, draws on cash before bonus, and releases the bonus once', async () => {
    const who = await signUp(t, demoSite)
    await optIn(who)
    expect((await deposit(who, 10_000)).status).toBe(200)
    expect(await walletOf(who)).toEqual({ cash: 10_000, bonus: 5_000 })

    // A crash round (not in the offer's categories) does not count.
    expect(await play(who, 'crash', 1_000)).toBe(200)
    // A game opened now sees cash and bonus together, as its rounds report them.
    const opened = await t.call('originalsInfo', { game_token: tokens.get(`${who.account_id}:crash`) })
    expect(opened.json.balance).toBe((await walletOf(who)).cash + (await walletOf(who)).bonus)
    expect((await bonusRows(who))[0]?.wagered).toBe(0)

    // A slot stake above the cash takes all of the cash, then the rest from the bonus.
    const { cash } = await walletOf(who)
    expect(await play(who, 'slot', cash + 500)).toBe(200)
    const bets = (await ledgerOf(who, 'bet')).slice(-2)
    expect(bets).toEqual([
      { wallet: 'game_balance', kind: 'bet', amount: -cash },
      { wallet: 'bonus_balance', kind: 'bet', amount: -500 },
    ])
    expect((await bonusRows(who))[0]?.wagered).toBe(cash + 500)

    // Slot rounds until the wagering is done (10,000), paid from whatever the player has.
    for (let n = 0; n < 40 && (await bonusRows(who))[0]?.status === 'active'; n++) {
      const balance = await walletOf(who)
      const stake = Math.min(1_000, balance.cash + balance.bonus)
      if (stake < 100) break
      expect(await play(who, 'slot', stake)).toBe(200)
    }
    const [bonus] = await bonusRows(who)
    if (bonus?.status === 'active') {
      // The bonus ran out before the wagering was done: nothing to release.
      expect((await walletOf(who)).bonus).toBeLessThan(100)
    } else {
      expect(bonus?.status).toBe('completed')
      expect(bonus?.wagered).toBeGreaterThanOrEqual(10_000)
      const released = await ledgerOf(who, 'bonus_release')
      expect(released.map((row) => [row.wallet, row.amount])).toEqual(
        bonus?.closedAmount
          ? [
              ['bonus_balance', -bonus.closedAmount],
              ['game_balance', bonus.closedAmount],
            ]
          : [],
      )
      expect((await walletOf(who)).bonus).toBe(0)
      // Further stakes count for nothing and release nothing more.
      expect(await play(who, 'slot', 100)).toBe(200)
      expect(await ledgerOf(who, 'bonus_release')).toHaveLength(released.length)
      expect((await offers(who)).bonus).toBeNull()
    }
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })

  it('releases at once when the slots are staked enough, with the bonus untouched', async () => {
    const who = await signUp(t, demoSite)
    await optIn(who)
    expect((await deposit(who, 20_000)).status).toBe(200)
    expect(await play(who, 'slot', 6_000)).toBe(200)
    expect((await bonusRows(who))[0]).toMatchObject({ status: 'active', wagered: 6_000 })
    expect(await play(who, 'slot', 4_000)).toBe(200)
    expect((await bonusRows(who))[0]).toMatchObject({
      status: 'completed',
      wagered: 10_000,
      closedAmount: 5_000,
    })
    expect((await ledgerOf(who, 'bonus_release')).map((row) => [row.wallet, row.amount])).toEqual([
      ['bonus_balance', -5_000],
      ['game_balance', 5_000],
    ])
    expect((await walletOf(who)).bonus).toBe(0)
    // Another offer may be taken now.
    expect((await optIn(who)).status).toBe(200)
  })
})

describe('a provider game during a bonus (docs/product.md#deposit-bonus)', () => {
  it('sees cash and bonus together, pays a win in the stake split and refunds the bonus part to the bonus', async () => {
    const who = await signUp(t, demoSite)
    await optIn(who, 'long')
    expect((await deposit(who, 10_000)).status).toBe(200)
    const game = await gameOfProvider(t, 'AURORA', 'slot_game')
    const token = (await launchGame(t, who, demoSite, game)).game_token
    const call = (name: 'balance' | 'debit' | 'credit' | 'rollback', body: Record<string, unknown> = {}) =>
      signedCallback(t, 'AURORA', name, { provider_code: 'AURORA', game_token: token, ...body })
    expect((await call('balance')).json.balance).toBe(15_000)
    // 12,000: all 10,000 of cash, then 2,000 of bonus.
    const debit = await call('debit', {
      transaction_id: requestId(),
      round_id: 'bonus-round-1',
      amount: 12_000,
    })
    expect(debit.json.balance).toBe(3_000)
    expect(await walletOf(who)).toEqual({ cash: 0, bonus: 3_000 })
    // A win of 6,000: a sixth of the stake was bonus, so 1,000 goes back to the bonus and 5,000 to cash.
    const credit = await call('credit', {
      transaction_id: requestId(),
      round_id: 'bonus-round-1',
      amount: 6_000,
    })
    expect(credit.json.balance).toBe(9_000)
    expect(await walletOf(who)).toEqual({ cash: 5_000, bonus: 4_000 })
    expect((await bonusRows(who))[0]?.wagered).toBe(12_000)
    // A stake of 8,000 (5,000 cash, 3,000 bonus) rolled back: the bonus part goes back to the bonus, and the stake comes
    // off the wagering.
    const second = requestId()
    await call('debit', { transaction_id: second, round_id: 'bonus-round-2', amount: 8_000 })
    expect(await walletOf(who)).toEqual({ cash: 0, bonus: 1_000 })
    const rolled = await call('rollback', {
      transaction_id: requestId(),
      round_id: 'bonus-round-2',
      reference_transaction_id: second,
    })
    expect(rolled.status, rolled.json.message).toBe(200)
    expect(await walletOf(who)).toEqual({ cash: 5_000, bonus: 4_000 })
    expect((await bonusRows(who))[0]?.wagered).toBe(12_000)
    expect(
      (await ledgerOf(who))
        .filter((row) => row.wallet === 'bonus_balance')
        .map((row) => [row.kind, row.amount]),
    ).toEqual([
      ['bonus_credit', 5_000],
      ['bet', -2_000],
      ['win', 1_000],
      ['bet', -3_000],
      ['bet_refund', 3_000],
    ])
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })
})

describe('a withdrawal during a bonus (docs/product.md#deposit-bonus)', () => {
  it('is refused with the amount it would forfeit, then forfeits it when the player accepts', async () => {
    const who = await signUp(t, demoSite)
    const bankAccountId = await bankOf(who)
    await optIn(who)
    expect((await deposit(who, 10_000)).status).toBe(200)
    const withdraw = (accept?: boolean) =>
      t.call('withdraw', {
        ...who,
        bank_account_id: bankAccountId,
        amount: 4_000,
        request_id: requestId(),
        ...(accept === undefined ? {} : { accept_bonus_forfeit: accept }),
      })
    for (const accept of [undefined, false]) {
      const refused = await withdraw(accept)
      expect([refused.status, refused.json.message, refused.json.bonus_forfeit]).toEqual([
        409,
        'bonusForfeitNotAccepted',
        5_000,
      ])
    }
    expect(await walletOf(who)).toEqual({ cash: 10_000, bonus: 5_000 })
    const accepted = await withdraw(true)
    expect(accepted.status, accepted.json.message).toBe(200)
    expect(accepted.json.balance).toBe(6_000)
    expect(await walletOf(who)).toEqual({ cash: 6_000, bonus: 0 })
    expect((await bonusRows(who))[0]).toMatchObject({ status: 'forfeited', closedAmount: 5_000 })
    expect(await ledgerOf(who, 'bonus_forfeit')).toEqual([
      { wallet: 'bonus_balance', kind: 'bonus_forfeit', amount: -5_000 },
    ])
    // No bonus now: a withdrawal goes through without the flag.
    expect((await withdraw()).status).toBe(200)
    expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
  })

  it('leaves an opted-in bonus without credit alone', async () => {
    const who = await fundedPlayer(t, demoSite, 20_000)
    const bankAccountId = await bankOf(who)
    await optIn(who)
    const answer = await t.call('withdraw', {
      ...who,
      bank_account_id: bankAccountId,
      amount: 1_000,
      request_id: requestId(),
    })
    expect(answer.status).toBe(200)
    expect((await bonusRows(who))[0]?.status).toBe('opted_in')
  })
})

describe('a randomised run with bonuses', () => {
  it('keeps every cash and bonus balance equal to its ledger, never below zero, and releases each bonus once', async () => {
    const random = seededRandom('deposit-bonus-run')
    const actors: { who: SignedIn; bankAccountId: number }[] = []
    for (let n = 0; n < 3; n++) {
      const who = await signUp(t, demoSite)
      actors.push({ who, bankAccountId: await bankOf(who) })
    }
    const counts: Record<string, number> = {}
    for (let step = 0; step < 120; step++) {
      const actor = pick(random, actors)
      const { who } = actor
      const roll = random()
      const balance = await walletOf(who)
      let op: string
      if (roll < 0.15) {
        op = 'opt in'
        const answer = await optIn(who)
        expect([200, 409]).toContain(answer.status)
      } else if (roll < 0.35) {
        op = 'deposit'
        expect((await deposit(who, between(random, 10_000, 30_000))).status).toBe(200)
      } else if (roll < 0.8) {
        const engine = random() < 0.6 ? 'slot' : 'crash'
        op = `${engine} bet`
        const playable = balance.cash + balance.bonus
        if (playable < 100) continue
        const stake = between(random, 100, Math.min(playable, 8_000))
        const wageredBefore = (await bonusRows(who)).find((row) => row.status === 'active')?.wagered
        expect(await play(who, engine, stake)).toBe(200)
        const after = (await bonusRows(who)).find((row) => row.status === 'active')
        // Only a slot stake moves the wagering.
        if (engine === 'crash' && wageredBefore !== undefined) expect(after?.wagered).toBe(wageredBefore)
        if (engine === 'slot' && wageredBefore !== undefined && after)
          expect(after.wagered).toBe(wageredBefore + stake)
      } else {
        op = 'withdraw'
        if (balance.cash < 100) continue
        const answer = await t.call('withdraw', {
          ...who,
          bank_account_id: actor.bankAccountId,
          amount: between(random, 100, balance.cash),
          request_id: requestId(),
          accept_bonus_forfeit: random() < 0.7,
        })
        if (answer.status === 409) {
          op = 'withdraw refused'
          expect(answer.json).toMatchObject({
            message: 'bonusForfeitNotAccepted',
            bonus_forfeit: balance.bonus,
          })
        } else expect(answer.status, answer.json.message).toBe(200)
      }
      counts[op] = (counts[op] ?? 0) + 1
      const shown = await t.call('getBalance', who)
      expect(Number(shown.json.game_balance), `step ${step}: ${op}`).toBe((await walletOf(who)).cash)
      if (step % 20 === 0) expect(await walletAudit(t)).toMatchObject({ mismatched: 0 })
    }
    const audit = await walletAudit(t)
    expect(audit.mismatched).toBe(0)
    expect(audit.lowest_balance).toBeGreaterThanOrEqual(0)
    expect(audit.lowest_after).toBeGreaterThanOrEqual(0)
    for (const { who } of actors) {
      const bonuses = await bonusRows(who)
      expect(
        bonuses.filter((row) => row.status === 'opted_in' || row.status === 'active').length,
      ).toBeLessThanOrEqual(1)
      const releases = await ledgerOf(who, 'bonus_release')
      const closedWithMoney = bonuses.filter((row) => row.status === 'completed' && row.closedAmount > 0)
      expect(releases).toHaveLength(closedWithMoney.length * 2)
      expect((await ledgerOf(who, 'bonus_credit')).length).toBe(
        bonuses.filter((row) => row.creditedAt).length,
      )
    }
    for (const op of ['opt in', 'deposit', 'slot bet', 'crash bet', 'withdraw'])
      expect(counts[op] ?? 0, op).toBeGreaterThan(0)
    expect(
      (
        await t.database.db
          .select({ id: ledgerEntries.id })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.kind, 'bonus_credit'))
      ).length,
    ).toBeGreaterThan(0)
  })
})

describe('offers in the tenant document (docs/product.md#deposit-bonus)', () => {
  it('reads the demo offer, and publishing adds, updates, ends a held offer and deletes an unheld one', async () => {
    const tenantId = await tenantIdOf(t, otherSite.domain_name)
    const live = await readLiveConfig(t.database.db, tenantId)
    expect(
      live.deposit_bonuses?.map((offer) => [offer.code, offer.percent, offer.wagering_multiple]),
    ).toEqual([['welcome-100', 100, 20]])
    expect(live.deposit_bonuses?.[0]?.categories).toEqual(['slot_game', 'fishing'])
    // casino3 is a Vietnamese site: the demo offer comes in English and Vietnamese.
    expect(live.deposit_bonuses?.[0]).toMatchObject({
      title: '100% deposit bonus',
      local_title: 'Thưởng nạp 100%',
    })
    expect(live.deposit_bonuses?.[0]?.local_terms).toContain('20 lần')
    const who = await signUp(t, otherSite)
    const optedIn = await optIn(who, 'welcome-100')
    expect(optedIn.status).toBe(200)
    expect(apiCalls.optInBonus.response.parse(optedIn.json).bonus).toMatchObject({
      title: '100% deposit bonus',
      local_title: 'Thưởng nạp 100%',
    })
    const publish = (deposit_bonuses: typeof live.deposit_bonuses) =>
      t.database.db.transaction((tx) =>
        applyConfig(tx as unknown as Db, tenantId, { ...live, deposit_bonuses }),
      )
    const reload = {
      code: 'reload-50',
      title: 'Reload 50%',
      terms: '',
      local_title: 'Nạp lại 50%',
      local_terms: 'Nạp từ 500.000 ₫.',
      image_url: '',
      percent: 50,
      max_bonus: 100_000,
      min_deposit: 50_000,
      wagering_multiple: 10,
      categories: ['casino'],
      starts_at: new Date(Date.now() - day).toISOString(),
      ends_at: null,
    }
    await publish([reload])
    const listed = await offers(who)
    expect(listed.value.map((offer) => offer.offer_code)).toEqual(['reload-50'])
    expect(listed.value[0]).toMatchObject({ local_title: 'Nạp lại 50%', local_terms: 'Nạp từ 500.000 ₫.' })
    // The held offer is ended, not deleted, and the opt-in waiting on it has ended with it.
    expect(
      (await readLiveConfig(t.database.db, tenantId)).deposit_bonuses?.map((offer) => offer.code),
    ).toEqual(['welcome-100', 'reload-50'])
    expect(
      (await readLiveConfig(t.database.db, tenantId)).deposit_bonuses?.find(
        (offer) => offer.code === 'reload-50',
      ),
    ).toMatchObject({ local_title: 'Nạp lại 50%', local_terms: 'Nạp từ 500.000 ₫.' })
    expect(listed.bonus).toBeNull()
    expect((await optIn(who, 'reload-50')).status).toBe(200)
    expect((await bonusRows(who)).map((row) => row.status)).toEqual(['expired', 'opted_in'])

    await publish([reload, { ...reload, code: 'spare' }])
    expect((await offers(who)).value.map((offer) => offer.offer_code)).toEqual(['reload-50', 'spare'])
    // An offer nobody took is deleted when the document leaves it out.
    await publish([
      { ...reload, title: 'Reload 50% (weekends)', local_title: 'Nạp lại 50% (cuối tuần)', local_terms: '' },
    ])
    expect(
      (await offers(who)).value.map((offer) => [
        offer.offer_code,
        offer.title,
        offer.local_title,
        offer.local_terms,
      ]),
    ).toEqual([['reload-50', 'Reload 50% (weekends)', 'Nạp lại 50% (cuối tuần)', '']])
    // The player's bonus shows its offer's title as it is now.
    expect((await offers(who)).bonus).toMatchObject({ local_title: 'Nạp lại 50% (cuối tuần)' })
    expect(
      await t.database.db
        .select({ id: bonusOffers.id })
        .from(bonusOffers)
        .where(eq(bonusOffers.code, 'spare')),
    ).toEqual([])
    // Without the field, a document leaves the offers alone.
    await publish(undefined)
    expect((await offers(who)).value.map((offer) => offer.offer_code)).toEqual(['reload-50'])
    const other = await signUp(t, otherSite)
    expect((await offers(other)).value.map((offer) => offer.offer_code)).toEqual(['reload-50'])
  })
})
