import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inboxItems, players } from '../db/schema'
import { defaultRateRules } from '../security/rateLimit'
import { newAccountId, newPhone, signUp } from '../testing/players'
import { demoLogin, demoSite, freshClients, openTestApp, steadyClock, type TestApp } from '../testing/testApp'

// docs/architecture.md#account-probing: whether an account exists is never told by an answer's status or message.

let t: TestApp
const sms: { recipient: string; body: string }[] = []

beforeAll(async () => {
  t = await openTestApp({ onOutbox: (message) => sms.push(message) })
})
afterAll(() => t.close())

/** A fresh client address per call, so rate limits of one test do not reach another. */
const client = freshClients('10.9.0')

/** What a prober sees of an answer. */
const seen = (answer: { status: number; json: { message: string } }) =>
  `${answer.status} ${answer.json.message}`

/** Six tries of a wrong code, as a prober would make them. */
async function sixWrongCodes(call: 'loginTac' | 'tacVerify', accountId: string) {
  const answers: string[] = []
  for (let attempt = 0; attempt < 6; attempt++)
    answers.push(seen(await t.call(call, { ...demoSite, account_id: accountId, tac: '000000' }, client())))
  return answers
}

describe('sign-up', () => {
  it('answers a code request for a taken id as for a free one, and tells only the phone given', async () => {
    const phone = newPhone()
    const taken = await t.call(
      'tacRequestNewRegister',
      { ...demoSite, account_id: 'demo', contact_phone: phone },
      client(),
    )
    const textToTaken = sms.at(-1)
    const free = await t.call(
      'tacRequestNewRegister',
      { ...demoSite, account_id: newAccountId('free'), contact_phone: newPhone() },
      client(),
    )
    expect(seen(taken)).toBe(seen(free))
    expect(textToTaken?.recipient).toBe(phone)
    expect(textToTaken?.body).toContain('is already taken')
    expect(textToTaken?.body).not.toMatch(/\d{6}/)
  })

  it('runs out of code tries alike for a taken id and a free one', async () => {
    const free = newAccountId('free')
    await t.call(
      'tacRequestNewRegister',
      { ...demoSite, account_id: 'demo', contact_phone: newPhone() },
      client(),
    )
    await t.call(
      'tacRequestNewRegister',
      { ...demoSite, account_id: free, contact_phone: newPhone() },
      client(),
    )
    const takenAnswers = await sixWrongCodes('tacVerify', 'demo')
    expect(takenAnswers).toEqual(await sixWrongCodes('tacVerify', free))
    expect(takenAnswers.at(-1)).toBe('429 tacAttemptsExceeded')
  })

  it('answers sign-up without a verified phone alike for a taken id and a free one', async () => {
    const body = { ...demoSite, password: 'secret123', contact_phone: newPhone() }
    const taken = await t.call('signup', { ...body, account_id: 'demo' }, client())
    const free = await t.call('signup', { ...body, account_id: newAccountId('free') }, client())
    expect(seen(taken)).toBe('403 phoneNotVerified')
    expect(seen(free)).toBe(seen(taken))
  })
})

describe('sign-in codes', () => {
  it('answers, runs out and renews alike for a real account and an unknown one', async () => {
    const real = await signUp(t, demoSite)
    const unknown = newAccountId('ghost')
    for (const accountId of [real.account_id, unknown])
      expect(seen(await t.call('tacRequestLogin', { ...demoSite, account_id: accountId }, client()))).toBe(
        '200 tacSent',
      )
    const realAnswers = await sixWrongCodes('loginTac', real.account_id)
    expect(realAnswers).toEqual(await sixWrongCodes('loginTac', unknown))
    expect(realAnswers.slice(0, 5).every((answer) => answer === '401 invalidTac')).toBe(true)
    expect(realAnswers[5]).toBe('429 tacAttemptsExceeded')
    // A new code request gives both five fresh tries.
    for (const accountId of [real.account_id, unknown]) {
      await t.call('tacRequestLogin', { ...demoSite, account_id: accountId }, client())
      expect(
        seen(await t.call('loginTac', { ...demoSite, account_id: accountId, tac: '000000' }, client())),
      ).toBe('401 invalidTac')
    }
  })
})

describe('password reset', () => {
  it('answers alike for a real account, a wrong phone and an unknown account, to the last try', async () => {
    const phone = newPhone()
    const real = await signUp(t, demoSite, newAccountId('reset'), { phone })
    const cases = [
      { account_id: real.account_id, contact_phone: phone },
      { account_id: real.account_id, contact_phone: newPhone() },
      { account_id: newAccountId('ghost'), contact_phone: phone },
    ]
    const journeys: string[][] = []
    for (const who of cases) {
      const answers = [seen(await t.call('forgotPassword', { ...demoSite, ...who }, client()))]
      for (let attempt = 0; attempt < 6; attempt++) {
        const tries = { ...demoSite, ...who, tac: '000000', new_password: 'renewed123' }
        answers.push(seen(await t.call('resetPassword', tries, client())))
      }
      journeys.push(answers)
    }
    expect(journeys[0]?.at(-1)).toBe('429 tacAttemptsExceeded')
    expect(journeys[1]).toEqual(journeys[0])
    expect(journeys[2]).toEqual(journeys[0])
  })
})

describe('common passwords', () => {
  it('refuses one of the 10,000 most common passwords, in any case, wherever a password is set', async () => {
    const player = await signUp(t, demoSite)
    for (const password of ['password1', 'Qwerty123']) {
      const signup = await t.call(
        'signup',
        { ...demoSite, account_id: newAccountId(), password, contact_phone: newPhone() },
        client(),
      )
      expect(seen(signup)).toBe('400 commonPassword')
      const update = await t.call('updatePassword', {
        ...player,
        password: 'secret123',
        new_password: password,
      })
      expect(seen(update)).toBe('400 commonPassword')
    }
    expect(
      seen(await t.call('login', { ...demoSite, account_id: player.account_id, password: 'secret123' })),
    ).toBe('200 OK')
  })
})

describe('limits on writes without an account', () => {
  it('refuses ad visits past the limit of one address, and not another address', async () => {
    const limited = t.sibling({
      rateRules: { ...defaultRateRules, visitsPerAddress: { max: 3, windowMs: 60_000 } },
    })
    const from = client()
    const visit = { ...demoSite, fbp: 'fb.1.1', appsflyer_id: '' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await limited.call('adsVisit', visit, from)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    expect((await limited.call('adsVisit', visit, client())).status).toBe(200)
  })

  it('caps text messages per phone and per tenant, answering as if they were sent', async () => {
    const capped = t.sibling({
      now: steadyClock,
      rateRules: {
        ...defaultRateRules,
        tacPerAddress: { max: 100, windowMs: 60_000 },
        smsPerPhone: { max: 2, windowMs: 3_600_000 },
      },
    })
    const player = await signUp(t, demoSite)
    const before = sms.length
    const answers: string[] = []
    for (let attempt = 0; attempt < 3; attempt++)
      answers.push(
        seen(await capped.call('tacRequestLogin', { ...demoSite, account_id: player.account_id }, client())),
      )
    expect(answers).toEqual(['200 tacSent', '200 tacSent', '200 tacSent'])
    expect(sms.length - before).toBe(2)

    const tenantCapped = t.sibling({
      now: steadyClock,
      rateRules: { ...defaultRateRules, smsPerTenant: { max: 0, windowMs: 3_600_000 } },
    })
    const quiet = sms.length
    const other = await tenantCapped.call(
      'tacRequestNewRegister',
      { ...demoSite, account_id: newAccountId(), contact_phone: newPhone() },
      client(),
    )
    expect(seen(other)).toBe('200 tacSent')
    expect(sms.length).toBe(quiet)
  })
})

describe('welcome gift', () => {
  it('is paid only once the account has a verified phone', async () => {
    const player = await signUp(t, demoSite)
    const [row] = await t.database.db.select().from(players).where(eq(players.accountId, player.account_id))
    await t.database.db
      .update(players)
      .set({ phoneVerifiedAt: null })
      .where(eq(players.id, row?.id ?? 0))
    const [gift] = await t.database.db
      .select()
      .from(inboxItems)
      .where(eq(inboxItems.playerId, row?.id ?? 0))
    const claim = () => t.call('claimInbox', { ...player, inbox_id: gift?.id ?? 0 })
    expect(seen(await claim())).toBe('403 verifyPhoneToClaim')
    await t.database.db
      .update(players)
      .set({ phoneVerifiedAt: new Date() })
      .where(eq(players.id, row?.id ?? 0))
    expect(seen(await claim())).toBe('200 OK')
  })
})

it('still signs the demo player in after all of the above', async () => {
  expect(seen(await t.call('login', demoLogin, client()))).toBe('200 OK')
})
