import { apiCalls, type SessionInfo } from '@lobbykit/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, tenants } from '../db/schema'
import { type SignedIn, signUp } from '../testing/players'
import { demoSite, openTestApp, otherSite, type TestApp } from '../testing/testApp'
import { maskAddress } from './sessions'

let t: TestApp

beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0.0.0 Mobile Safari/537.36'
const laptop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36'

/** Signs a player in from a device: its User-Agent and client address. */
async function signInFrom(
  player: { account_id: string; password?: string },
  device: { userAgent: string; address: string },
  site = demoSite,
): Promise<SignedIn> {
  const { status, json } = await t.call(
    'login',
    { ...site, account_id: player.account_id, password: player.password ?? 'secret123' },
    { 'user-agent': device.userAgent, 'x-forwarded-for': device.address },
  )
  expect(status, String(json.message)).toBe(200)
  return { account_id: player.account_id, auth: String(json.token), domain_name: site.domain_name }
}

async function list(who: SignedIn): Promise<SessionInfo[]> {
  const { status, json } = await t.call('listSessions', who)
  expect(status, String(json.message)).toBe(200)
  return apiCalls.listSessions.response.parse(json).sessions
}

describe('the player sees their live sessions', () => {
  it('lists each device with its browser, masked address and times, this device first', async () => {
    const player = await signUp(t, demoSite)
    const fromPhone = await signInFrom(player, { userAgent: phone, address: '203.0.113.77' })
    const fromLaptop = await signInFrom(player, {
      userAgent: laptop,
      address: '2001:db8:85a3::8a2e:370:7334',
    })
    const seen = await list(fromLaptop)
    // sign-up's own session, the phone and the laptop
    expect(seen).toHaveLength(3)
    expect(seen[0]).toMatchObject({ current: true, user_agent: laptop, place: '2001:db8:85a3:x' })
    const phoneRow = seen.find((row) => row.user_agent === phone)
    expect(phoneRow).toMatchObject({ current: false, place: '203.0.113.x', method: 'password' })
    expect(Date.parse(phoneRow?.created_at ?? '')).toBeGreaterThan(Date.now() - 60_000)
    expect(JSON.stringify(seen)).not.toContain('203.0.113.77')
    expect(JSON.stringify(seen)).not.toContain(fromPhone.auth)
  })

  it('leaves out sessions that were signed out or have expired', async () => {
    const player = await signUp(t, demoSite)
    const out = await signInFrom(player, { userAgent: phone, address: '198.51.100.1' })
    const here = await signInFrom(player, { userAgent: laptop, address: '192.0.2.2' })
    await t.call('logout', out)
    const places = (await list(here)).map((row) => row.place)
    expect(places).not.toContain('198.51.100.x')
    expect(places).toContain('192.0.2.x')
    // A day later every one of these sessions has expired: a new sign-in sees only itself.
    const later = t.sibling({ now: () => new Date(Date.now() + 25 * 3_600_000) })
    const login = await later.call(
      'login',
      { ...demoSite, account_id: player.account_id, password: 'secret123' },
      { 'user-agent': phone, 'x-forwarded-for': '203.0.113.3' },
    )
    const fresh = { ...here, auth: String(login.json.token) }
    const { json } = await later.call('listSessions', fresh)
    expect(apiCalls.listSessions.response.parse(json).sessions.map((row) => row.place)).toEqual([
      '203.0.113.x',
    ])
  })

  it('writes when a session was last used, at most every minute', async () => {
    const player = await signUp(t, demoSite)
    const device = await signInFrom(player, { userAgent: phone, address: '192.0.2.10' })
    const [first] = await list(device)
    const later = t.sibling({ now: () => new Date(Date.now() + 2 * 60_000) })
    await later.call('getBalance', device)
    const { json } = await later.call('listSessions', device)
    const [after] = apiCalls.listSessions.response.parse(json).sessions
    expect(Date.parse(after?.last_seen_at ?? '')).toBeGreaterThan(Date.parse(first?.last_seen_at ?? ''))
  })
})

describe('the idle timeout the operator sets (docs/architecture.md#sessions)', () => {
  const at = (minutes: number) => t.sibling({ now: () => new Date(Date.now() + minutes * 60_000) })
  const idleOf = (minutes: number) =>
    t.database.db.update(tenants).set({ sessionIdleMinutes: minutes }).where(eq(tenants.code, 'slot2'))

  it('ends a session unused for longer than the tenant allows, and not one in use', async () => {
    await idleOf(30)
    const player = await signUp(t, demoSite)
    const device = await signInFrom(player, { userAgent: phone, address: '192.0.2.30' })
    // Used every 20 minutes, it lives on; 31 minutes after its last use, it has ended, and stays ended.
    expect((await at(20).call('getBalance', device)).status).toBe(200)
    expect((await at(40).call('getBalance', device)).status).toBe(200)
    const idle = await at(72).call('getBalance', device)
    expect({ status: idle.status, message: idle.json.message }).toEqual({
      status: 401,
      message: 'sessionExpired',
    })
    expect((await at(41).call('getBalance', device)).status).toBe(401)
  })

  it('lets a session idle as long as it likes when the tenant says never', async () => {
    await idleOf(0)
    try {
      const player = await signUp(t, demoSite)
      const device = await signInFrom(player, { userAgent: phone, address: '192.0.2.31' })
      expect((await at(23 * 60).call('getBalance', device)).status).toBe(200)
    } finally {
      await idleOf(30)
    }
  })
})

describe('signing sessions out', () => {
  it('signs one other device out: its token stops working at once', async () => {
    const player = await signUp(t, demoSite)
    const lost = await signInFrom(player, { userAgent: phone, address: '203.0.113.5' })
    const here = await signInFrom(player, { userAgent: laptop, address: '203.0.113.6' })
    const target = (await list(here)).find((row) => row.user_agent === phone)
    const { status, json } = await t.call('revokeSession', { ...here, session_id: target?.session_id })
    expect(status).toBe(200)
    const left = apiCalls.revokeSession.response.parse(json).sessions
    expect(left.some((row) => row.session_id === target?.session_id)).toBe(false)
    expect((await t.call('getBalance', lost)).json.message).toBe('sessionExpired')
    expect((await t.call('getBalance', here)).status).toBe(200)
    const again = await t.call('revokeSession', { ...here, session_id: target?.session_id })
    expect({ status: again.status, message: again.json.message }).toEqual({
      status: 404,
      message: 'sessionNotFound',
    })
  })

  it('signs out every other device and keeps this one', async () => {
    const player = await signUp(t, demoSite)
    const others = [
      await signInFrom(player, { userAgent: phone, address: '203.0.113.8' }),
      await signInFrom(player, { userAgent: phone, address: '203.0.113.9' }),
    ]
    const here = await signInFrom(player, { userAgent: laptop, address: '203.0.113.10' })
    const { json } = await t.call('revokeOtherSessions', here)
    const answer = apiCalls.revokeOtherSessions.response.parse(json)
    // the two phones and sign-up's session
    expect(answer.revoked).toBe(3)
    expect(answer.sessions).toEqual([expect.objectContaining({ current: true, user_agent: laptop })])
    for (const other of others)
      expect((await t.call('getBalance', other)).json.message).toBe('sessionExpired')
    expect((await t.call('getBalance', here)).status).toBe(200)
  })
})

describe('a player never sees or ends the sessions of another', () => {
  it("refuses another player's session id as unknown and leaves it alive", async () => {
    const alice = await signUp(t, demoSite)
    const bob = await signUp(t, demoSite)
    const bobsPhone = await signInFrom(bob, { userAgent: phone, address: '203.0.113.20' })
    const [bobsRow] = (await list(bobsPhone)).filter((row) => row.current)
    expect((await list(alice)).some((row) => row.session_id === bobsRow?.session_id)).toBe(false)
    const refused = await t.call('revokeSession', { ...alice, session_id: bobsRow?.session_id })
    expect(refused).toEqual({ status: 404, json: { statusCode: 0, message: 'sessionNotFound' } })
    await t.call('revokeOtherSessions', alice)
    expect((await t.call('getBalance', bobsPhone)).status).toBe(200)
  })

  it('keeps the same account id on another tenant apart', async () => {
    const here = await signInFrom(
      { account_id: 'demo', password: 'demo1234' },
      { userAgent: phone, address: '203.0.113.30' },
    )
    const there = await signInFrom(
      { account_id: 'demo', password: 'demo1234' },
      { userAgent: laptop, address: '203.0.113.31' },
      otherSite,
    )
    const [thereRow] = (await list(there)).filter((row) => row.current)
    expect((await list(here)).some((row) => row.session_id === thereRow?.session_id)).toBe(false)
    const refused = await t.call('revokeSession', { ...here, session_id: thereRow?.session_id })
    expect(refused.json.message).toBe('sessionNotFound')
    await t.call('revokeOtherSessions', here)
    expect((await t.call('getBalance', there)).status).toBe(200)
    const [stored] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, thereRow?.session_id ?? 0))
    expect(stored?.revokedAt).toBeNull()
  })

  it('answers sessionExpired for swapped tokens, account ids and domains', async () => {
    const alice = await signUp(t, demoSite)
    const bob = await signUp(t, demoSite)
    for (const call of ['listSessions', 'revokeOtherSessions'] as const) {
      expect((await t.call(call, { ...alice, account_id: bob.account_id })).json.message).toBe(
        'sessionExpired',
      )
      expect((await t.call(call, { ...alice, domain_name: otherSite.domain_name })).json.message).toBe(
        'sessionExpired',
      )
    }
    const revoke = await t.call('revokeSession', { ...bob, auth: alice.auth, session_id: 1 })
    expect(revoke.json.message).toBe('sessionExpired')
  })
})

describe('check_status', () => {
  it('answers the standing the account has', async () => {
    const player = await signUp(t, demoSite)
    const { json } = await t.call('checkStatus', player)
    expect(apiCalls.checkStatus.response.parse(json)).toMatchObject({
      status: 'ACTIVE',
      phone_verified: true,
    })
  })
})

describe('maskAddress', () => {
  it('hides the last part of an address', () => {
    expect(maskAddress('203.0.113.77')).toBe('203.0.113.x')
    expect(maskAddress('::ffff:198.51.100.4')).toBe('198.51.100.x')
    expect(maskAddress('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8:85a3:x')
    expect(maskAddress('2001:db8::1')).toBe('2001:db8:0:x')
    expect(maskAddress('::1')).toBe('0:0:0:x')
    expect(maskAddress('')).toBe('')
    expect(maskAddress('unknown')).toBe('')
    expect(maskAddress('1.2.3')).toBe('')
  })
})
