import { apiCalls, type LoginResponse } from '@lobbykit/contract'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oneTimeCodes, outbox, players, sessions, wallets } from '../db/schema'
import { defaultRateRules } from '../security/rateLimit'
import { verifyNewPhone } from '../testing/players'
import {
  demoLogin,
  demoSite,
  freshClients,
  openTestApp,
  otherSite,
  steadyClock,
  type TestApp,
} from '../testing/testApp'

let t: TestApp
const sms: { recipient: string; body: string }[] = []

beforeAll(async () => {
  t = await openTestApp({ onOutbox: (message) => sms.push(message) })
})
afterAll(() => t.close())

/** A fresh client address per call, so rate limits of one test do not reach another. */
const client = freshClients('10.0.0')

async function signIn(site = demoSite): Promise<LoginResponse> {
  const { status, json } = await t.call('login', { ...demoLogin, ...site }, client())
  expect(status).toBe(200)
  return apiCalls.login.response.parse(json)
}

/** Sign-up as a player does it: the phone verified with a code first (docs/product.md#sign-up). */
async function register(
  body: { domain_name: string; external_id: string; account_id: string; contact_phone: string } & Record<
    string,
    unknown
  >,
  headers: Record<string, string> = client(),
) {
  const site = { domain_name: body.domain_name, external_id: body.external_id }
  await verifyNewPhone(t, site, body.account_id, body.contact_phone, headers)
  return t.call('signup', body, headers)
}

const lastCode = () => {
  const match = /is (\d{6})\./.exec(sms.at(-1)?.body ?? '')
  if (!match?.[1]) throw new Error('no code in the outbox')
  return match[1]
}

describe('login', () => {
  it('opens a session for the demo player and stores only the token hash', async () => {
    const answer = await signIn()
    expect(answer.statusCode).toBe(1)
    expect(answer.user).toEqual({ account_id: 'demo', session_token: answer.token })
    expect(answer.fullname).toBe('Demo Player')
    expect(answer.token.length).toBeGreaterThanOrEqual(43)
    const stored = await t.database.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1)
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored[0]?.tokenHash).not.toContain(answer.token)
  })

  it('accepts the account id in any case', async () => {
    const { status } = await t.call('login', { ...demoLogin, account_id: ' DEMO ' }, client())
    expect(status).toBe(200)
  })

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await t.call('login', { ...demoLogin, password: 'wrong-password' }, client())
    const unknown = await t.call('login', { ...demoLogin, account_id: 'nobody_here' }, client())
    expect(wrong).toEqual({ status: 401, json: { statusCode: 0, message: 'invalidCredentials' } })
    expect(unknown).toEqual(wrong)
  })

  it('never signs an account of one tenant in on another', async () => {
    await register(
      { ...demoSite, account_id: 'onlyslot2', password: 'secret123', contact_phone: '+639171112222' },
      client(),
    )
    const elsewhere = await t.call(
      'login',
      { ...otherSite, account_id: 'onlyslot2', password: 'secret123' },
      client(),
    )
    expect(elsewhere.json.message).toBe('invalidCredentials')
  })

  it('refuses an external_id of another site', async () => {
    const { status, json } = await t.call('login', { ...demoLogin, external_id: 'ext-casino3' }, client())
    expect(status).toBe(404)
    expect(json.message).toContain('Unknown site')
  })

  it('slows failed attempts on an account more and more, from any address, and never locks the player out', async () => {
    const waits: number[] = []
    const limited = t.sibling({
      rateRules: defaultRateRules,
      now: steadyClock,
      pause: async (ms) => {
        waits.push(ms)
      },
    })
    const target = { ...demoSite, account_id: 'demo', password: 'guess1234' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 9; attempt++)
      statuses.push((await limited.call('login', target, client())).status)
    expect(statuses.every((status) => status === 401)).toBe(true)
    // Five free failures, then 1 s, 2 s, 4 s, then the 8 s ceiling.
    expect(waits).toEqual([1_000, 2_000, 4_000])
    const player = await limited.call('login', { ...demoLogin, ...demoSite }, client())
    expect(player.status).toBe(200)
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000])
    // Successes count for nothing, and other paths of the account are not slowed.
    await limited.call('tacRequestLogin', { ...demoSite, account_id: 'demo' }, client())
    await limited.call('loginTac', { ...demoSite, account_id: 'demo', tac: '000000' }, client())
    expect(waits).toHaveLength(4)
  })

  it('limits attempts per client address, whatever the account', async () => {
    const limited = t.sibling({ rateRules: defaultRateRules, now: steadyClock })
    const from = client()
    let last = 0
    for (let attempt = 0; attempt < 31; attempt++) {
      last = (
        await limited.call(
          'login',
          { ...demoSite, account_id: `spray${attempt}`, password: 'guess1234' },
          from,
        )
      ).status
    }
    expect(last).toBe(429)
  })
})

describe('sessions', () => {
  it('fails a token of tenant A on tenant B, by domain_name or by Host', async () => {
    const session = await signIn()
    const here = await t.call('getBalance', {
      account_id: 'demo',
      auth: session.token,
      domain_name: demoSite.domain_name,
    })
    expect(here.status).toBe(200)
    const there = await t.call('getBalance', {
      account_id: 'demo',
      auth: session.token,
      domain_name: otherSite.domain_name,
    })
    expect(there).toEqual({ status: 401, json: { statusCode: 0, message: 'sessionExpired' } })
    const byHost = await t.call(
      'getBalance',
      { account_id: 'demo', auth: session.token },
      { host: 'casino3.localhost:8080' },
    )
    expect(byHost.json.message).toBe('sessionExpired')
  })

  it('fails a token presented with another account id', async () => {
    const session = await signIn()
    const { json } = await t.call('getBalance', {
      account_id: 'someone',
      auth: session.token,
      domain_name: demoSite.domain_name,
    })
    expect(json.message).toBe('sessionExpired')
  })

  it('answers sessionExpired after logout, and for an expired token', async () => {
    const session = await signIn()
    const signedIn = { account_id: 'demo', auth: session.token, domain_name: demoSite.domain_name }
    const logout = await t.call('logout', signedIn)
    expect(apiCalls.logout.response.parse(logout.json).statusCode).toBe(1)
    expect((await t.call('getBalance', signedIn)).json.message).toBe('sessionExpired')
    expect((await t.call('logout', signedIn)).json.message).toBe('sessionExpired')

    const later = t.sibling({ now: () => new Date(Date.now() + 25 * 3_600_000) })
    const fresh = await signIn()
    const expired = await later.call('getBalance', {
      account_id: 'demo',
      auth: fresh.token,
      domain_name: demoSite.domain_name,
    })
    expect(expired.json.message).toBe('sessionExpired')
  })

  it('answers BLOCK for a blocked account', async () => {
    await register(
      { ...demoSite, account_id: 'toblock', password: 'secret123', contact_phone: '+639171113333' },
      client(),
    )
    const login = await t.call(
      'login',
      { ...demoSite, account_id: 'toblock', password: 'secret123' },
      client(),
    )
    await t.database.db.update(players).set({ status: 'BLOCK' }).where(eq(players.accountId, 'toblock'))
    const status = await t.call('checkStatus', {
      account_id: 'toblock',
      auth: String(login.json.token),
      domain_name: demoSite.domain_name,
    })
    expect(status).toEqual({ status: 403, json: { statusCode: 0, message: 'BLOCK' } })
    const again = await t.call(
      'login',
      { ...demoSite, account_id: 'toblock', password: 'secret123' },
      client(),
    )
    expect(again.json.message).toBe('BLOCK')
  })
})

describe('signup', () => {
  it('creates the account, its empty wallet and a welcome message, and signs in', async () => {
    const { status, json } = await register(
      {
        ...demoSite,
        account_id: 'NewPlayer1',
        password: 'secret123',
        contact_phone: '+639171234567',
        contact_email: 'new@example.com',
        referrer_code: 'FRIEND',
        fbp: 'fb.1.2.3',
      },
      client(),
    )
    expect(status).toBe(200)
    const answer = apiCalls.signup.response.parse(json)
    expect(answer.user.account_id).toBe('newplayer1')
    const [player] = await t.database.db.select().from(players).where(eq(players.accountId, 'newplayer1'))
    expect(player).toMatchObject({
      phone: '+639171234567',
      email: 'new@example.com',
      referrerCode: 'FRIEND',
      fbp: 'fb.1.2.3',
    })
    expect(player?.passwordHash).toMatch(/^scrypt\$/)
    const [wallet] = await t.database.db
      .select()
      .from(wallets)
      .where(eq(wallets.playerId, player?.id ?? 0))
    expect(wallet?.gameBalance).toBe(0)
    const inbox = await t.call('getInbox', {
      account_id: 'newplayer1',
      auth: answer.token,
      domain_name: demoSite.domain_name,
    })
    expect((inbox.json.value as unknown[]).length).toBe(1)
  })

  it('refuses a taken account id, in any case, and writes nothing', async () => {
    const before = await t.database.db.select().from(players)
    // Without a verified phone, a taken id answers as a free one does (docs/architecture.md#account-probing).
    const { status, json } = await t.call(
      'signup',
      { ...demoSite, account_id: 'DEMO', password: 'secret123', contact_phone: '+639171234567' },
      client(),
    )
    expect({ status, message: json.message }).toEqual({ status: 403, message: 'phoneNotVerified' })
    expect(await t.database.db.select().from(players)).toHaveLength(before.length)
  })

  it('names the field of a weak password', async () => {
    const { status, json } = await t.call(
      'signup',
      { ...demoSite, account_id: 'weakling', password: 'letters', contact_phone: '+639171234567' },
      client(),
    )
    expect(status).toBe(400)
    expect(json.message).toMatch(/^password: /)
  })
})

describe('sign-up needs a verified phone', () => {
  const phone = '+639176660000'
  const body = { ...demoSite, account_id: 'Codeless1', password: 'secret123', contact_phone: phone }

  it('refuses sign-up without a verified code and opens nothing', async () => {
    const before = await t.database.db.select().from(players)
    const refused = await t.call('signup', body, client())
    expect(refused).toEqual({ status: 403, json: { statusCode: 0, message: 'phoneNotVerified' } })
    await t.call(
      'tacRequestNewRegister',
      { ...demoSite, account_id: 'Codeless1', contact_phone: phone },
      client(),
    )
    // A code sent but not verified is not enough either.
    expect((await t.call('signup', body, client())).json.message).toBe('phoneNotVerified')
    expect(await t.database.db.select().from(players)).toHaveLength(before.length)
  })

  it('sends the code to the phone being registered, then opens the account once with it', async () => {
    const sent = await t.call(
      'tacRequestNewRegister',
      { ...demoSite, account_id: 'Coded1', contact_phone: '+639176660001' },
      client(),
    )
    expect(apiCalls.tacRequestNewRegister.response.parse(sent.json).message).toBe('tacSent')
    expect(sms.at(-1)?.recipient).toBe('+639176660001')
    expect(sms.at(-1)?.body).toContain('verification code')
    const wrong = lastCode() === '000000' ? '111111' : '000000'
    const bad = await t.call('tacVerify', { ...demoSite, account_id: 'coded1', tac: wrong }, client())
    expect(bad.json.message).toBe('invalidTac')
    const good = await t.call('tacVerify', { ...demoSite, account_id: 'CODED1', tac: lastCode() }, client())
    expect(apiCalls.tacVerify.response.parse(good.json).verified).toBe(true)

    const signup = { ...demoSite, account_id: 'Coded1', password: 'secret123', contact_phone: '639176660001' }
    // Another phone than the verified one is refused; the same number without its + is the same phone.
    expect(
      (await t.call('signup', { ...signup, contact_phone: '+639176669999' }, client())).json.message,
    ).toBe('phoneNotVerified')
    const opened = await t.call('signup', signup, client())
    expect(opened.status).toBe(200)
    const [player] = await t.database.db.select().from(players).where(eq(players.accountId, 'coded1'))
    expect(player?.phoneVerifiedAt).toBeInstanceOf(Date)
    // The verification is spent: the account cannot be opened twice with it, even under another case.
    expect((await t.call('signup', { ...signup, account_id: 'coded1' }, client())).json.message).toBe(
      'phoneNotVerified',
    )
  })

  it('keeps a verification to its tenant and account id', async () => {
    const tenantPhone = '+639176660002'
    await verifyNewPhone(t, demoSite, 'tenanted1', tenantPhone, client())
    const elsewhere = await t.call(
      'signup',
      { ...otherSite, account_id: 'tenanted1', password: 'secret123', contact_phone: tenantPhone },
      client(),
    )
    expect(elsewhere.json.message).toBe('phoneNotVerified')
    const otherId = await t.call(
      'signup',
      { ...demoSite, account_id: 'tenanted2', password: 'secret123', contact_phone: tenantPhone },
      client(),
    )
    expect(otherId.json.message).toBe('phoneNotVerified')
  })

  it('lets a verification lapse after 30 minutes', async () => {
    await verifyNewPhone(t, demoSite, 'slowpoke1', '+639176660003', client())
    const later = t.sibling({ now: () => new Date(Date.now() + 31 * 60_000) })
    const late = await later.call(
      'signup',
      { ...demoSite, account_id: 'slowpoke1', password: 'secret123', contact_phone: '+639176660003' },
      client(),
    )
    expect(late.json.message).toBe('phoneNotVerified')
  })

  it('opens one account when two sign-ups race with one verification', async () => {
    await verifyNewPhone(t, demoSite, 'racer1', '+639176660004', client())
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        t.call(
          'signup',
          { ...demoSite, account_id: 'racer1', password: 'secret123', contact_phone: '+639176660004' },
          client(),
        ),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(await t.database.db.select().from(players).where(eq(players.accountId, 'racer1'))).toHaveLength(1)
  })

  it('texts a taken account id no code, and refuses an id that is not a valid new one', async () => {
    const taken = await t.call(
      'tacRequestNewRegister',
      { ...demoSite, account_id: 'DEMO', contact_phone: '+639176660005' },
      client(),
    )
    expect({ status: taken.status, message: taken.json.message }).toEqual({ status: 200, message: 'tacSent' })
    expect(sms.at(-1)).toEqual({
      recipient: '+639176660005',
      body: 'Reel Riot: the account ID demo is already taken. Choose another, or sign in if it is yours.',
    })
    const before = sms.length
    const badId = await t.call(
      'tacRequestNewRegister',
      { ...demoSite, account_id: 'no spaces!', contact_phone: '+639176660005' },
      client(),
    )
    expect(badId.status).toBe(400)
    expect(badId.json.message).toMatch(/^account_id: /)
    expect(sms.length).toBe(before)
  })

  it('kills a registration code after five wrong tries', async () => {
    await t.call(
      'tacRequestNewRegister',
      { ...demoSite, account_id: 'guesser1', contact_phone: '+639176660006' },
      client(),
    )
    const code = lastCode()
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++)
      await t.call('tacVerify', { ...demoSite, account_id: 'guesser1', tac: wrong }, client())
    const sixth = await t.call('tacVerify', { ...demoSite, account_id: 'guesser1', tac: code }, client())
    expect(sixth.json.message).toBe('tacAttemptsExceeded')
  })
})

describe('one-time codes', () => {
  it('signs in with the code request_login sent, once', async () => {
    const sent = await t.call('tacRequestLogin', { ...demoSite, account_id: 'demo' }, client())
    expect(apiCalls.tacRequestLogin.response.parse(sent.json)).toMatchObject({
      message: 'tacSent',
      expires_in: 300,
    })
    const [message] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1)
    expect(message?.body).toContain(lastCode())
    const [stored] = await t.database.db.select().from(oneTimeCodes).orderBy(desc(oneTimeCodes.id)).limit(1)
    expect(stored?.codeHash).not.toContain(lastCode())

    const code = lastCode()
    const first = await t.call('loginTac', { ...demoSite, account_id: 'demo', tac: code }, client())
    expect(apiCalls.loginTac.response.parse(first.json).user.account_id).toBe('demo')
    const second = await t.call('loginTac', { ...demoSite, account_id: 'demo', tac: code }, client())
    expect(second.json.message).toBe('invalidTac')
  })

  it('refuses the 6th try, even with the right code', async () => {
    await t.call('tacRequestLogin', { ...demoSite, account_id: 'demo' }, client())
    const code = lastCode()
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++) {
      const { status, json } = await t.call(
        'loginTac',
        { ...demoSite, account_id: 'demo', tac: wrong },
        client(),
      )
      expect({ status, message: json.message }).toEqual({ status: 401, message: 'invalidTac' })
    }
    const sixth = await t.call('loginTac', { ...demoSite, account_id: 'demo', tac: code }, client())
    expect({ status: sixth.status, message: sixth.json.message }).toEqual({
      status: 429,
      message: 'tacAttemptsExceeded',
    })
  })

  it('lets a code expire after five minutes', async () => {
    await t.call('tacRequestLogin', { ...demoSite, account_id: 'demo' }, client())
    const code = lastCode()
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(oneTimeCodes.purpose, 'login')))
    const { json } = await t.call('loginTac', { ...demoSite, account_id: 'demo', tac: code }, client())
    expect(json.message).toBe('invalidTac')
  })

  it('answers every code request alike and sends nothing for an unknown account', async () => {
    const before = sms.length
    const unknown = await t.call('tacRequestLogin', { ...demoSite, account_id: 'ghost_account' }, client())
    const known = await t.call('tacRequestLogin', { ...demoSite, account_id: 'demo' }, client())
    expect(unknown).toEqual(known)
    expect(sms.length).toBe(before + 1)
  })

  it('forgot_password answers alike for unknown accounts and wrong phones, and texts only the right phone', async () => {
    const before = sms.length
    const answers = [
      await t.call(
        'forgotPassword',
        { ...demoSite, account_id: 'ghost_account', contact_phone: '+639170000000' },
        client(),
      ),
      await t.call(
        'forgotPassword',
        { ...demoSite, account_id: 'demo', contact_phone: '+639170000001' },
        client(),
      ),
    ]
    expect(sms.length).toBe(before)
    const [player] = await t.database.db
      .select()
      .from(players)
      .innerJoin(sessions, eq(sessions.playerId, players.id))
      .where(and(eq(players.accountId, 'demo'), isNotNull(sessions.id)))
      .limit(1)
    const right = await t.call(
      'forgotPassword',
      { ...demoSite, account_id: 'demo', contact_phone: player?.players.phone },
      client(),
    )
    expect(answers[0]).toEqual(right)
    expect(answers[1]).toEqual(right)
    expect(apiCalls.forgotPassword.response.parse(right.json).message).toBe('tacSent')
    expect(sms.length).toBe(before + 1)
    expect(sms.at(-1)?.recipient).toBe(player?.players.phone)
    const withoutPlus = String(player?.players.phone).replace('+', '')
    await t.call('forgotPassword', { ...demoSite, account_id: 'demo', contact_phone: withoutPlus }, client())
    expect(sms.length).toBe(before + 2)
  })

  it('verifies the phone of an existing account with request_new_register and tac/verify', async () => {
    await register(
      { ...demoSite, account_id: 'verifyme', password: 'secret123', contact_phone: '+639175550000' },
      client(),
    )
    // An account whose phone is not verified (opened before sign-up asked for a code, or changed since).
    await t.database.db
      .update(players)
      .set({ phoneVerifiedAt: null })
      .where(eq(players.accountId, 'verifyme'))
    await t.call('tacRequestNewRegister', { ...demoSite, account_id: 'verifyme' }, client())
    expect(sms.at(-1)?.recipient).toBe('+639175550000')
    const wrongCode = await t.call(
      'tacVerify',
      { ...demoSite, account_id: 'verifyme', tac: lastCode() === '123456' ? '654321' : '123456' },
      client(),
    )
    expect(wrongCode.json.message).toBe('invalidTac')
    const verified = await t.call(
      'tacVerify',
      { ...demoSite, account_id: 'verifyme', tac: lastCode() },
      client(),
    )
    expect(apiCalls.tacVerify.response.parse(verified.json).verified).toBe(true)
    const [player] = await t.database.db.select().from(players).where(eq(players.accountId, 'verifyme'))
    expect(player?.phoneVerifiedAt).toBeInstanceOf(Date)
  })

  it('limits code requests per account', async () => {
    const limited = t.sibling({ rateRules: defaultRateRules, now: steadyClock })
    let last = 0
    for (let attempt = 0; attempt < 6; attempt++) {
      last = (await limited.call('tacRequestLogin', { ...demoSite, account_id: 'flooded' }, client())).status
    }
    expect(last).toBe(429)
  })
})

describe('update_password', () => {
  it('refuses a wrong current password, then changes it and revokes every other session', async () => {
    await register(
      { ...demoSite, account_id: 'changer', password: 'secret123', contact_phone: '+639171114444' },
      client(),
    )
    const one = await t.call('login', { ...demoSite, account_id: 'changer', password: 'secret123' }, client())
    const two = await t.call('login', { ...demoSite, account_id: 'changer', password: 'secret123' }, client())
    const signedIn = {
      account_id: 'changer',
      auth: String(one.json.token),
      domain_name: demoSite.domain_name,
    }

    const wrong = await t.call('updatePassword', {
      ...signedIn,
      password: 'nope12345',
      new_password: 'better123',
    })
    expect({ status: wrong.status, message: wrong.json.message }).toEqual({
      status: 403,
      message: 'wrongPassword',
    })

    const changed = await t.call('updatePassword', {
      ...signedIn,
      password: 'secret123',
      new_password: 'better123',
    })
    const answer = apiCalls.updatePassword.response.parse(changed.json)
    expect((await t.call('getBalance', signedIn)).json.message).toBe('sessionExpired')
    expect((await t.call('getBalance', { ...signedIn, auth: String(two.json.token) })).json.message).toBe(
      'sessionExpired',
    )
    expect((await t.call('getBalance', { ...signedIn, auth: answer.token })).status).toBe(200)
    expect(
      (await t.call('login', { ...demoSite, account_id: 'changer', password: 'secret123' }, client())).status,
    ).toBe(401)
    expect(
      (await t.call('login', { ...demoSite, account_id: 'changer', password: 'better123' }, client())).status,
    ).toBe(200)
  })
})

describe('reset_password', () => {
  it('completes forgot_password with its reset code, once, and ends every session', async () => {
    await register(
      { ...demoSite, account_id: 'forgetful', password: 'secret123', contact_phone: '+639171115555' },
      client(),
    )
    const session = await t.call(
      'login',
      { ...demoSite, account_id: 'forgetful', password: 'secret123' },
      client(),
    )
    await t.call(
      'forgotPassword',
      { ...demoSite, account_id: 'forgetful', contact_phone: '+639171115555' },
      client(),
    )
    expect(sms.at(-1)?.body).toContain('password reset code')
    const code = lastCode()
    const reset = {
      ...demoSite,
      account_id: 'forgetful',
      contact_phone: '+639171115555',
      tac: code,
      new_password: 'renewed123',
    }

    // A reset code does not sign in, and a wrong phone or account is answered like a wrong code.
    expect(
      (await t.call('loginTac', { ...demoSite, account_id: 'forgetful', tac: code }, client())).json.message,
    ).toBe('invalidTac')
    expect(await t.call('resetPassword', { ...reset, contact_phone: '+639170000000' }, client())).toEqual({
      status: 401,
      json: { statusCode: 0, message: 'invalidTac' },
    })
    expect(
      (await t.call('resetPassword', { ...reset, account_id: 'nobody_here' }, client())).json.message,
    ).toBe('invalidTac')
    expect(
      (await t.call('resetPassword', { ...reset, new_password: 'weak' }, client())).json.message,
    ).toMatch(/^new_password: /)

    const done = await t.call('resetPassword', reset, client())
    expect(apiCalls.resetPassword.response.parse(done.json)).toEqual({ statusCode: 1, message: 'OK' })
    expect(
      (
        await t.call('getBalance', {
          account_id: 'forgetful',
          auth: String(session.json.token),
          domain_name: demoSite.domain_name,
        })
      ).json.message,
    ).toBe('sessionExpired')
    expect(
      (await t.call('resetPassword', { ...reset, new_password: 'again1234' }, client())).json.message,
    ).toBe('invalidTac')
    const old = await t.call(
      'login',
      { ...demoSite, account_id: 'forgetful', password: 'secret123' },
      client(),
    )
    expect(old.status).toBe(401)
    const renewed = await t.call(
      'login',
      { ...demoSite, account_id: 'forgetful', password: 'renewed123' },
      client(),
    )
    expect(renewed.status).toBe(200)
  })

  it('is refused on another tenant', async () => {
    await t.call(
      'forgotPassword',
      { ...demoSite, account_id: 'forgetful', contact_phone: '+639171115555' },
      client(),
    )
    const elsewhere = await t.call(
      'resetPassword',
      {
        ...otherSite,
        account_id: 'forgetful',
        contact_phone: '+639171115555',
        tac: lastCode(),
        new_password: 'stolen1234',
      },
      client(),
    )
    expect(elsewhere.json.message).toBe('invalidTac')
  })
})
