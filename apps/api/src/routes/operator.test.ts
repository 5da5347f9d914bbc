import { apiCalls } from '@lobbykit/contract'
import {
  csrfExemptCalls,
  csrfHeader,
  type OperatorCallName,
  type OperatorRole,
  operatorCalls,
  operatorMessages,
  operatorRoles,
  roleMay,
} from '@lobbykit/contract/operator'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../db/rows'
import { operatorSessionTtlMs } from '../operators/accounts'
import { demoOperatorPassword, demoOperators } from '../seed/operators'
import { requestId, type SignedIn, signUp } from '../testing/players'
import { demoLogin, demoSite, openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
let player: SignedIn

beforeAll(async () => {
  t = await openTestApp()
  player = await signUp(t, demoSite)
})
afterAll(() => t.close())

interface Signed {
  cookie: string
  csrf: string
}

const emailOf = (role: OperatorRole) => demoOperators.find((operator) => operator.role === role)!.email

async function signIn(role: OperatorRole, app = t): Promise<Signed> {
  const response = await app.post(
    operatorCalls.operatorLogin.path,
    JSON.stringify({ email: emailOf(role), password: demoOperatorPassword }),
  )
  expect(response.status).toBe(200)
  const json = (await response.json()) as { csrf_token: string }
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  return { cookie, csrf: json.csrf_token }
}

async function operatorCall(
  name: OperatorCallName,
  body: unknown,
  who: Partial<Signed> = {},
  headers: Record<string, string> = {},
  app = t,
) {
  const response = await app.post(operatorCalls[name].path, JSON.stringify(body), {
    ...(who.cookie ? { cookie: who.cookie } : {}),
    ...(who.csrf ? { [csrfHeader]: who.csrf } : {}),
    ...headers,
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** A valid body for each call with a session (a settle names a transaction that does not exist: 404 when allowed). */
const validBodies: Record<Exclude<OperatorCallName, 'operatorLogin'>, unknown> = {
  operatorSession: {},
  operatorLogout: {},
  cashierPending: {},
  cashierApprove: { transaction_id: 2_000_000_000 },
  cashierReject: { transaction_id: 2_000_000_000, reason: 'Not ours' },
  playerSearch: { query: 'demo' },
  playerDetail: { player_id: 2_000_000_000 },
  playerLedger: { player_id: 2_000_000_000 },
  playerSetStatus: { player_id: 2_000_000_000, status: 'BLOCK', reason: 'Matrix test' },
  playerMessage: {
    player_id: 2_000_000_000,
    title: 'Matrix test',
    body: 'Hello',
    reward: 0,
    request_id: 'matrix-test-2',
  },
  cashierAdjust: {
    player_id: 2_000_000_000,
    amount: 100,
    reason: 'Matrix test',
    request_id: 'matrix-test-1',
  },
  auditLog: {},
  tenantList: {},
  operatorList: {},
  operatorCreate: {},
  operatorDisable: { email: 'nobody@lobbykit.test', disabled: true },
  tenantPreview: { tenant_code: 'no-such-tenant', version: 1 },
  tenantGallery: { tenant_code: 'no-such-tenant', version: 1 },
  tenantCreate: {},
  tenantDomains: { tenant_code: 'no-such-tenant', domains: ['nowhere.example'] },
  tenantVersions: { tenant_code: 'no-such-tenant' },
  tenantConfig: { tenant_code: 'no-such-tenant' },
  tenantDiff: { tenant_code: 'no-such-tenant', from: 1, to: 1 },
  tenantSave: { tenant_code: 'no-such-tenant', based_on: 1, config: {} },
  tenantPublish: { tenant_code: 'no-such-tenant', version: 1 },
  tenantRollback: { tenant_code: 'no-such-tenant', version: 1 },
}
const sessionCalls = Object.keys(validBodies) as (keyof typeof validBodies)[]

describe('operator sign-in (docs/operators.md#sessions)', () => {
  it('sets an httpOnly, Secure, SameSite=Strict cookie for /api/operator and answers the role and its actions', async () => {
    const response = await t.post(
      operatorCalls.operatorLogin.path,
      JSON.stringify({ email: 'CASHIER@lobbykit.test ', password: demoOperatorPassword }),
    )
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^lk_operator=[\w-]{43};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('Secure')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/api/operator')
    const json = operatorCalls.operatorLogin.response.parse(await response.json())
    expect(json.operator).toEqual({ email: 'cashier@lobbykit.test', name: 'Carla Cashier', role: 'cashier' })
    expect(json.actions).toEqual([
      'session.read',
      'session.end',
      'cashier.read',
      'cashier.settle',
      'cashier.adjust',
      'players.read',
      'players.manage',
    ])
  })

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await t.post(
      operatorCalls.operatorLogin.path,
      JSON.stringify({ email: emailOf('owner'), password: 'not it' }),
    )
    const unknown = await t.post(
      operatorCalls.operatorLogin.path,
      JSON.stringify({ email: 'nobody@lobbykit.test', password: 'not it' }),
    )
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    expect(await wrong.json()).toEqual(await unknown.json())
    expect(wrong.headers.get('set-cookie')).toBeNull()
  })

  it("refuses a player's account and password", async () => {
    const { status } = await operatorCall('operatorLogin', { email: 'demo', password: demoLogin.password })
    expect(status).toBe(400)
  })
})

describe('the role x call matrix (docs/operators.md#roles)', () => {
  it('lets each role make exactly the calls of its actions', async () => {
    const outcomes: string[] = []
    for (const role of operatorRoles) {
      const who = await signIn(role)
      for (const name of sessionCalls.filter((call) => call !== 'operatorLogout')) {
        const action = operatorCalls[name].action
        const { status, json } = await operatorCall(name, validBodies[name], who)
        const refused = status === 403 && json.message === operatorMessages.notAllowed
        if (refused === roleMay(role, action))
          outcomes.push(`${role} ${name}: ${status} ${String(json.message)}`)
      }
    }
    expect(outcomes).toEqual([])
  })

  it('refuses every call without a session, with a player token, an ended or expired session, or without CSRF', async () => {
    const owner = await signIn('owner')
    const ended = await signIn('owner')
    expect((await operatorCall('operatorLogout', {}, ended)).status).toBe(200)
    const expiring = await signIn('owner')
    const later = t.sibling({ now: () => new Date(Date.now() + operatorSessionTtlMs + 60_000) })
    const failures: string[] = []
    const expect401 = async (
      label: string,
      result: Promise<{ status: number; json: Record<string, unknown> }>,
      message: string,
    ) => {
      const { status, json } = await result
      if (status !== 401 || json.message !== message)
        failures.push(`${label}: ${status} ${String(json.message)}`)
    }
    for (const name of sessionCalls) {
      const body = validBodies[name] as object
      await expect401(`${name} without a session`, operatorCall(name, body), operatorMessages.signInRequired)
      await expect401(
        `${name} with a player's token`,
        operatorCall(name, { ...body, account_id: player.account_id, auth: player.auth }),
        operatorMessages.playerToken,
      )
      await expect401(
        `${name} with a player's bearer token`,
        operatorCall(name, body, {}, { authorization: `Bearer ${player.auth}` }),
        operatorMessages.playerToken,
      )
      await expect401(
        `${name} after sign-out`,
        operatorCall(name, body, ended),
        operatorMessages.signInRequired,
      )
      await expect401(
        `${name} past the session's end`,
        operatorCall(name, body, expiring, {}, later),
        operatorMessages.signInRequired,
      )
      // Reading the session gives a reloaded console its token back: same-site, it needs none.
      const exempt = csrfExemptCalls.has(name)
      const noCsrf = await operatorCall(name, body, { cookie: owner.cookie })
      if (
        exempt
          ? noCsrf.status !== 200
          : noCsrf.status !== 403 || noCsrf.json.message !== operatorMessages.csrfMissing
      )
        failures.push(`${name} without CSRF: ${noCsrf.status}`)
      const wrongCsrf = await operatorCall(name, body, { cookie: owner.cookie, csrf: ended.csrf })
      if (exempt ? wrongCsrf.status !== 200 : wrongCsrf.status !== 403)
        failures.push(`${name} with another session's CSRF: ${wrongCsrf.status}`)
      const foreign: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
      ]
      for (const crossSite of foreign) {
        const refused = await operatorCall(name, body, { cookie: owner.cookie }, crossSite)
        if (refused.status !== 403 || refused.json.message !== operatorMessages.crossSite)
          failures.push(`${name} from another site without CSRF: ${refused.status}`)
      }
      const crossSites: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
      ]
      for (const crossSite of crossSites) {
        const refused = await operatorCall(name, body, owner, crossSite)
        if (refused.status !== 403 || refused.json.message !== operatorMessages.crossSite)
          failures.push(`${name} from another site (${Object.keys(crossSite)[0]}): ${refused.status}`)
      }
    }
    const crossSiteLogin = await operatorCall(
      'operatorLogin',
      { email: emailOf('owner'), password: demoOperatorPassword },
      {},
      { 'sec-fetch-site': 'cross-site' },
    )
    if (crossSiteLogin.status !== 403) failures.push(`sign-in from another site: ${crossSiteLogin.status}`)
    expect(failures).toEqual([])
  })

  it('names the field a bad body gets wrong', async () => {
    const cashier = await signIn('cashier')
    const { status, json } = await operatorCall('cashierReject', { transaction_id: 1, reason: '  ' }, cashier)
    expect(status).toBe(400)
    expect(json.message).toMatch(/^reason/)
  })
})

describe("the cashier's queue (docs/operators.md#cashier)", () => {
  it('approves a pending deposit once, credits the player, shows it in their history and audits it', async () => {
    const methods = apiCalls.depositMethods.response.parse((await t.call('depositMethods', player)).json)
    const method = methods.methods.find((entry) => entry.needs_approval)!
    const asked = await t.call('deposit', {
      ...player,
      method_id: method.method_id,
      amount: method.min_amount,
      request_id: requestId(),
    })
    expect(asked.status, asked.json.message).toBe(200)
    const cashier = await signIn('cashier')
    const queue = operatorCalls.cashierPending.response.parse(
      (await operatorCall('cashierPending', { tenant_code: 'slot2' }, cashier)).json,
    )
    const pending = queue.pending.find((entry) => entry.account_id === player.account_id)!
    expect(pending).toMatchObject({ type: 'deposit', amount: method.min_amount, currency: 'PHP' })

    const approved = await operatorCall('cashierApprove', { transaction_id: pending.transaction_id }, cashier)
    expect(approved.status).toBe(200)
    expect(approved.json).toMatchObject({ status: 'approved', balance: method.min_amount })
    const again = await operatorCall('cashierApprove', { transaction_id: pending.transaction_id }, cashier)
    expect(again.status).toBe(409)

    const history = await t.call('transactions', { ...player, type: 'deposit', page: 1, page_size: 10 })
    expect(JSON.stringify(history.json)).toContain('approved')
    const owner = await signIn('owner')
    const log = operatorCalls.auditLog.response.parse(
      (await operatorCall('auditLog', { limit: 20 }, owner)).json,
    )
    const entry = log.entries.find((row) => row.target === `transaction:${pending.transaction_id}`)
    expect(entry).toMatchObject({
      operator: 'cashier@lobbykit.test',
      action: 'cashier.settle',
      before: { status: 'pending', type: 'deposit', amount: method.min_amount },
      after: { status: 'approved', balance: method.min_amount },
    })
  })

  it('finds a player by part of their account id', async () => {
    const support = await signIn('support')
    const found = operatorCalls.playerSearch.response.parse(
      (
        await operatorCall(
          'playerSearch',
          { query: player.account_id.slice(0, 6), tenant_code: 'slot2' },
          support,
        )
      ).json,
    )
    expect(found.players.map((row) => row.account_id)).toContain(player.account_id)
  })
})

/** The player's id, as support finds it. */
async function playerIdOf(who: SignedIn): Promise<number> {
  const support = await signIn('support')
  const found = operatorCalls.playerSearch.response.parse(
    (await operatorCall('playerSearch', { query: who.account_id, tenant_code: 'slot2' }, support)).json,
  )
  return found.players.find((row) => row.account_id === who.account_id)!.player_id
}

describe("a player's account (docs/operators.md#cashier)", () => {
  it('adjusts a balance once per request id, never below zero, with a ledger line the player sees', async () => {
    const someone = await signUp(t, demoSite)
    const playerId = await playerIdOf(someone)
    const cashier = await signIn('cashier')
    const credit = {
      player_id: playerId,
      amount: 12_345,
      reason: 'Goodwill for a delayed payout',
      request_id: requestId(),
    }
    const first = await operatorCall('cashierAdjust', credit, cashier)
    expect(first.status, String(first.json.message)).toBe(200)
    const again = await operatorCall('cashierAdjust', credit, cashier)
    expect(again.json).toEqual(first.json)
    expect(Number((await t.call('getBalance', someone)).json.game_balance)).toBe(12_345)

    const tooMuch = await operatorCall(
      'cashierAdjust',
      { ...credit, amount: -12_346, request_id: requestId() },
      cashier,
    )
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.json.message).toBe(operatorMessages.adjustmentTooLarge)
    const zero = await operatorCall(
      'cashierAdjust',
      { ...credit, amount: 0, request_id: requestId() },
      cashier,
    )
    expect(zero.status).toBe(400)

    const ledger = operatorCalls.playerLedger.response.parse(
      (await operatorCall('playerLedger', { player_id: playerId }, cashier)).json,
    )
    expect(ledger.lines.map((line) => [line.kind, line.amount, line.balance_after])).toEqual([
      ['adjustment', 12_345, 12_345],
    ])
    const statement = await t.call('statement', { ...someone, page: 1, page_size: 10 })
    expect(JSON.stringify(statement.json)).toContain('"kind":"adjustment"')
    const owner = await signIn('owner')
    const log = operatorCalls.auditLog.response.parse(
      (await operatorCall('auditLog', { limit: 50 }, owner)).json,
    )
    expect(log.entries.filter((entry) => entry.target === `player:${playerId}`)).toHaveLength(1)
  })

  it('blocks an account, signing it out everywhere, and reopens it', async () => {
    const someone = await signUp(t, demoSite)
    const playerId = await playerIdOf(someone)
    const support = await signIn('support')
    const detail = operatorCalls.playerDetail.response.parse(
      (await operatorCall('playerDetail', { player_id: playerId }, support)).json,
    )
    expect(detail.sessions).toHaveLength(1)
    expect(detail.limits).toEqual({
      deposit: { day: null, week: null, month: null },
      time_out_until: null,
      self_excluded_until: null,
      reality_check_minutes: 0,
    })
    const blocked = await operatorCall(
      'playerSetStatus',
      { player_id: playerId, status: 'BLOCK', reason: 'Chargeback under review' },
      support,
    )
    expect(blocked.json).toMatchObject({ status: 'BLOCK', sessions_ended: 1 })
    expect((await t.call('getBalance', someone)).status).not.toBe(200)
    const signInAgain = await t.call('login', {
      ...demoSite,
      account_id: someone.account_id,
      password: 'secret123',
    })
    expect(signInAgain.status).toBe(403)
    await operatorCall(
      'playerSetStatus',
      { player_id: playerId, status: 'ACTIVE', reason: 'Review cleared' },
      support,
    )
    const after = operatorCalls.playerDetail.response.parse(
      (await operatorCall('playerDetail', { player_id: playerId }, support)).json,
    )
    expect(after.player.status).toBe('ACTIVE')
    expect(after.sessions).toHaveLength(0)
  })
})

describe("a player's inbox messages (docs/operators.md#inbox-messages)", () => {
  it('delivers a message once per request id; the player reads it and claims its reward once, through the ledger', async () => {
    const someone = await signUp(t, demoSite)
    const playerId = await playerIdOf(someone)
    const cashier = await signIn('cashier')
    const message = {
      player_id: playerId,
      title: 'Sorry for the wait',
      body: 'Your withdrawal took longer than it should have. Here is something for the trouble.',
      reward: 2_500,
      request_id: requestId(),
    }
    const first = await operatorCall('playerMessage', message, cashier)
    expect(first.status, String(first.json.message)).toBe(200)
    const again = await operatorCall('playerMessage', message, cashier)
    expect(again.json).toEqual(first.json)

    const inbox = apiCalls.getInbox.response.parse((await t.call('getInbox', someone)).json)
    const sent = inbox.value.filter((item) => item.title === message.title)
    expect(sent).toEqual([
      expect.objectContaining({ body: message.body, reward: 2_500, is_read: false, is_claimed: false }),
    ])
    const inboxId = sent[0]?.inbox_id ?? 0
    const claims = await Promise.all([
      t.call('claimInbox', { ...someone, inbox_id: inboxId }),
      t.call('claimInbox', { ...someone, inbox_id: inboxId }),
    ])
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409])
    expect(Number((await t.call('getBalance', someone)).json.game_balance)).toBe(2_500)
    const ledger = operatorCalls.playerLedger.response.parse(
      (await operatorCall('playerLedger', { player_id: playerId }, cashier)).json,
    )
    expect(ledger.lines.map((line) => [line.kind, line.amount, line.reference])).toEqual([
      ['inbox_reward', 2_500, `inbox:${inboxId}`],
    ])
    const owner = await signIn('owner')
    const log = operatorCalls.auditLog.response.parse(
      (await operatorCall('auditLog', { limit: 50 }, owner)).json,
    )
    expect(
      log.entries.filter((entry) => entry.target === `player:${playerId}`).map((entry) => entry.action),
    ).toEqual(['cashier.adjust'])
  })

  it('lets support send a plain message but not a reward, which is money', async () => {
    const someone = await signUp(t, demoSite)
    const playerId = await playerIdOf(someone)
    const support = await signIn('support')
    const plain = {
      player_id: playerId,
      title: 'Hello',
      body: 'We are here.',
      reward: 0,
      request_id: requestId(),
    }
    expect((await operatorCall('playerMessage', plain, support)).status).toBe(200)
    const gift = await operatorCall(
      'playerMessage',
      { ...plain, title: 'A gift', reward: 100, request_id: requestId() },
      support,
    )
    expect(gift.status).toBe(403)
    expect(gift.json.message).toBe(operatorMessages.rewardNotAllowed)
    const inbox = apiCalls.getInbox.response.parse((await t.call('getInbox', someone)).json)
    const titles = inbox.value.map((item) => item.title)
    expect(titles).toContain('Hello')
    expect(titles).not.toContain('A gift')
    const blank = await operatorCall(
      'playerMessage',
      { ...plain, title: '   ', request_id: requestId() },
      support,
    )
    expect(blank.status).toBe(400)
    expect(String(blank.json.message)).toContain('title')
  })
})

describe('operator accounts (docs/operators.md#roles)', () => {
  it('lets the owner make an operator, who signs in, and disable them, which ends their session at once', async () => {
    const owner = await signIn('owner')
    const account = {
      email: 'Nina@LobbyKit.test',
      name: 'Nina New',
      role: 'support',
      password: 'a long enough secret',
    }
    const made = await operatorCall('operatorCreate', account, owner)
    expect(made.status, String(made.json.message)).toBe(200)
    expect(made.json.operator).toMatchObject({
      email: 'nina@lobbykit.test',
      role: 'support',
      disabled: false,
    })
    expect((await operatorCall('operatorCreate', account, owner)).json.message).toBe(
      operatorMessages.operatorExists,
    )

    const login = await t.post(
      operatorCalls.operatorLogin.path,
      JSON.stringify({ email: 'nina@lobbykit.test', password: account.password }),
    )
    expect(login.status).toBe(200)
    const nina = {
      cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
      csrf: ((await login.json()) as { csrf_token: string }).csrf_token,
    }
    expect((await operatorCall('playerSearch', { query: 'demo' }, nina)).status).toBe(200)

    const disabled = await operatorCall(
      'operatorDisable',
      { email: 'nina@lobbykit.test', disabled: true },
      owner,
    )
    expect(disabled.json.operator).toMatchObject({ disabled: true })
    expect((await operatorCall('playerSearch', { query: 'demo' }, nina)).status).toBe(401)
    const again = await t.post(
      operatorCalls.operatorLogin.path,
      JSON.stringify({ email: 'nina@lobbykit.test', password: account.password }),
    )
    expect(again.status).toBe(401)
    const self = await operatorCall(
      'operatorDisable',
      { email: 'owner@lobbykit.test', disabled: true },
      owner,
    )
    expect([self.status, self.json.message]).toEqual([409, operatorMessages.disableSelf])
  })

  it('refuses a weak password, naming the field', async () => {
    const owner = await signIn('owner')
    const short = await operatorCall(
      'operatorCreate',
      { email: 'x@lobbykit.test', name: 'X', role: 'cashier', password: 'short' },
      owner,
    )
    expect([short.status, short.json.message]).toEqual([400, 'password: must be at least 12 characters'])
    const same = await operatorCall(
      'operatorCreate',
      {
        email: 'longaddress@lobbykit.test',
        name: 'X',
        role: 'cashier',
        password: 'longaddress@lobbykit.test',
      },
      owner,
    )
    expect([same.status, same.json.message]).toEqual([400, 'password: must not be the e-mail address'])
  })
})

describe('the audit log (docs/operators.md#audit-log)', () => {
  it('refuses every update and delete', async () => {
    await signIn('support')
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'done',
        (error: Error) => String(error.cause ?? error),
      )
    expect(await refusal(sql`update audit_log set operator = 'someone else'`)).toMatch(/append-only/)
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/)
    const [count] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from audit_log`),
    )
    expect(count?.n).toBeGreaterThan(0)
  })
})
