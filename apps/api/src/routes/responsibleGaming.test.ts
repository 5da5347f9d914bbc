import { apiCalls, type DepositMethod } from '@lobbykit/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMonths, selfExclude } from '../cashier/responsibleGaming'
import { players, responsibleGaming } from '../db/schema'
import { newAccountId, requestId, type SignedIn, signUp } from '../testing/players'
import { databaseFingerprint, demoSite, openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
let instant: DepositMethod

const hour = 3_600_000
const day = 24 * hour

beforeAll(async () => {
  t = await openTestApp()
  const who = await signUp(t, demoSite)
  const answer = apiCalls.depositMethods.response.parse((await t.call('depositMethods', who)).json)
  const method = answer.methods.find((candidate) => !candidate.needs_approval)
  if (!method) throw new Error('no instant method')
  instant = method
})
afterAll(() => t.close())

/** The same app with its clock moved `ms` ahead. */
const later = (ms: number) => t.sibling({ now: () => new Date(Date.now() + ms) })

const deposit = (who: SignedIn, amount: number, app = t) =>
  app.call('deposit', { ...who, method_id: instant.method_id, amount, request_id: requestId() })

const limits = async (who: SignedIn, app = t) =>
  apiCalls.getLimits.response.parse((await app.call('getLimits', who)).json)

const login = (accountId: string, app = t) =>
  app.call('login', { ...demoSite, account_id: accountId, password: 'secret123' })

/** The player signed in again on an app whose clock is later (sessions last 24 hours). */
async function signInAgain(who: SignedIn, app: TestApp): Promise<SignedIn> {
  const { status, json } = await login(who.account_id, app)
  expect(status).toBe(200)
  return { ...who, auth: String(json.token) }
}

describe('deposit limits', () => {
  it('starts with none, and refuses a deposit past a limit with the period and what remains', async () => {
    const who = await signUp(t, demoSite)
    expect((await limits(who)).limits).toEqual(
      ['day', 'week', 'month'].map((period) => ({
        period,
        amount: null,
        pending_amount: null,
        pending_from: null,
        used: 0,
        remaining: null,
      })),
    )
    const set = await t.call('setLimit', { ...who, period: 'day', amount: 100_000 })
    expect(apiCalls.setLimit.response.parse(set.json).limits[0]).toMatchObject({
      amount: 100_000,
      remaining: 100_000,
    })
    expect((await deposit(who, 60_000)).status).toBe(200)
    const before = await databaseFingerprint(t.database)
    const over = await deposit(who, 50_000)
    expect(over).toEqual({
      status: 403,
      json: {
        statusCode: 0,
        message: 'depositLimitExceeded',
        period: 'day',
        limit: 100_000,
        remaining: 40_000,
      },
    })
    expect(await databaseFingerprint(t.database)).toEqual(before)
    expect((await deposit(who, 40_000)).status).toBe(200)
    expect((await limits(who)).limits[0]).toMatchObject({ used: 100_000, remaining: 0 })
    // A day later the rolling day is empty again; the week still counts.
    await t.call('setLimit', { ...who, period: 'week', amount: 150_000 })
    const tomorrow = later(day + 60_000)
    const again = await signInAgain(who, tomorrow)
    const week = await deposit(again, 60_000, tomorrow)
    expect(week.json).toMatchObject({ message: 'depositLimitExceeded', period: 'week', remaining: 50_000 })
    expect((await deposit(again, 50_000, tomorrow)).status).toBe(200)
  })

  it('applies a decrease at once and an increase or removal only after 24 hours', async () => {
    const who = await signUp(t, demoSite)
    await t.call('setLimit', { ...who, period: 'week', amount: 200_000 })
    const decreased = apiCalls.setLimit.response.parse(
      (await t.call('setLimit', { ...who, period: 'week', amount: 80_000 })).json,
    )
    expect(decreased.limits[1]).toMatchObject({ amount: 80_000, pending_amount: null, pending_from: null })

    const increased = apiCalls.setLimit.response.parse(
      (await t.call('setLimit', { ...who, period: 'week', amount: 300_000 })).json,
    )
    const week = increased.limits[1]
    expect(week).toMatchObject({ amount: 80_000, pending_amount: 300_000 })
    const waits = Date.parse(week?.pending_from ?? '') - Date.now()
    expect(waits).toBeGreaterThan(23.9 * hour)
    expect(waits).toBeLessThanOrEqual(24 * hour)
    expect((await deposit(who, 100_000)).json.message).toBe('depositLimitExceeded')
    const nextDay = later(day + 60_000)
    const again = await signInAgain(who, nextDay)
    expect((await limits(again, nextDay)).limits[1]).toMatchObject({ amount: 300_000, pending_amount: null })
    expect((await deposit(again, 100_000, nextDay)).status).toBe(200)

    const removal = apiCalls.setLimit.response.parse(
      (await t.call('setLimit', { ...who, period: 'week', amount: null })).json,
    )
    expect(removal.limits[1]).toMatchObject({ amount: 80_000, pending_amount: null })
    expect(removal.limits[1]?.pending_from).not.toBeNull()
    const twoDays = later(2 * day)
    expect((await limits(await signInAgain(who, twoDays), twoDays)).limits[1]).toMatchObject({
      amount: null,
      remaining: null,
    })
  })

  it('drops a waiting increase when the limit in force is asked for again', async () => {
    const who = await signUp(t, demoSite)
    await t.call('setLimit', { ...who, period: 'month', amount: 50_000 })
    await t.call('setLimit', { ...who, period: 'month', amount: 90_000 })
    const same = apiCalls.setLimit.response.parse(
      (await t.call('setLimit', { ...who, period: 'month', amount: 50_000 })).json,
    )
    expect(same.limits[2]).toMatchObject({ amount: 50_000, pending_amount: null, pending_from: null })
  })

  it('names the field of a bad limit', async () => {
    const who = await signUp(t, demoSite)
    for (const body of [
      { period: 'year', amount: 10 },
      { period: 'day', amount: 0 },
      { period: 'day', amount: 1.5 },
    ]) {
      const { status, json } = await t.call('setLimit', { ...who, ...body })
      expect(status).toBe(400)
      expect(json.message).toMatch(/^(period|amount)/)
    }
  })
})

describe('time-out and self-exclusion', () => {
  it('ends every session, refuses sign-in until the end, and says until when', async () => {
    const accountId = newAccountId('rest')
    const who = await signUp(t, demoSite, accountId)
    const other = await login(accountId)
    const answer = apiCalls.timeOut.response.parse((await t.call('timeOut', { ...who, days: 7 })).json)
    const until = Date.parse(answer.until)
    expect(Math.abs(until - (Date.now() + 7 * day))).toBeLessThan(60_000)
    expect((await t.call('getBalance', who)).json.message).toBe('sessionExpired')
    expect((await t.call('getBalance', { ...who, auth: String(other.json.token) })).json.message).toBe(
      'sessionExpired',
    )
    expect(await login(accountId)).toEqual({
      status: 403,
      json: { statusCode: 0, message: 'timedOut', until: answer.until },
    })
    expect((await login(accountId, later(8 * day))).status).toBe(200)
  })

  it('refuses deposits of a restricted player with a session opened before', async () => {
    const accountId = newAccountId('rest')
    const who = await signUp(t, demoSite, accountId)
    const until = new Date(Date.now() + 3 * day)
    const [player] = await t.database.db.select().from(players).where(eq(players.accountId, accountId))
    // As an operator would set it, without ending the session.
    await t.database.db
      .insert(responsibleGaming)
      .values({ playerId: player?.id ?? 0, tenantId: player?.tenantId ?? 0, timeOutUntil: until })
    expect(await deposit(who, 20_000)).toEqual({
      status: 403,
      json: { statusCode: 0, message: 'timedOut', until: until.toISOString() },
    })
  })

  it('excludes for whole months, cannot be shortened, and outranks a time-out', async () => {
    const accountId = newAccountId('excl')
    const who = await signUp(t, demoSite, accountId)
    const excluded = apiCalls.selfExclude.response.parse(
      (await t.call('selfExclude', { ...who, months: 6 })).json,
    )
    const expected = addMonths(new Date(), 6)
    expect(Math.abs(Date.parse(excluded.until) - expected.getTime())).toBeLessThan(60_000)
    const refused = await login(accountId)
    expect(refused).toEqual({
      status: 403,
      json: { statusCode: 0, message: 'selfExcluded', until: excluded.until },
    })
    // Still excluded after a time-out would have ended.
    expect((await login(accountId, later(50 * day))).json.message).toBe('selfExcluded')
    expect((await login(accountId, later(200 * day))).status).toBe(200)
    // A shorter exclusion set later does not shorten the one in force.
    const [player] = await t.database.db.select().from(players).where(eq(players.accountId, accountId))
    const kept = await selfExclude(
      t.database.db,
      { id: player?.id ?? 0, tenantId: player?.tenantId ?? 0 },
      6,
      new Date(Date.now() - 30 * day),
    )
    expect(kept.toISOString()).toBe(excluded.until)
  })

  it('counts months by the calendar, within the month', () => {
    expect(addMonths(new Date('2026-08-31T10:00:00Z'), 6).toISOString()).toBe('2027-02-28T10:00:00.000Z')
    expect(addMonths(new Date('2026-01-15T00:00:00Z'), 60).toISOString()).toBe('2031-01-15T00:00:00.000Z')
  })

  it('refuses days and months outside their ranges', async () => {
    const who = await signUp(t, demoSite)
    expect((await t.call('timeOut', { ...who, days: 43 })).json.message).toMatch(/^days: /)
    expect((await t.call('timeOut', { ...who, days: 0 })).status).toBe(400)
    expect((await t.call('selfExclude', { ...who, months: 5 })).json.message).toMatch(/^months: /)
    expect((await t.call('getBalance', who)).status).toBe(200)
  })
})

describe('reality check', () => {
  it('stores the reminder interval, 0 for off', async () => {
    const who = await signUp(t, demoSite)
    const set = apiCalls.realityCheck.response.parse(
      (await t.call('realityCheck', { ...who, minutes: 30 })).json,
    )
    expect(set.reality_check_minutes).toBe(30)
    expect((await limits(who)).reality_check_minutes).toBe(30)
    expect((await t.call('realityCheck', { ...who, minutes: 5 })).json.message).toMatch(/^minutes: /)
    await t.call('realityCheck', { ...who, minutes: 0 })
    expect((await limits(who)).reality_check_minutes).toBe(0)
  })
})
