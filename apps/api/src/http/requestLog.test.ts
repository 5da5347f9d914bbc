import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { capturedLogger } from '../testing/logLines'
import { demoLogin, openTestApp, type TestApp } from '../testing/testApp'
import { openTestDatabase } from '../testing/testDatabase'
import { requestIdOf } from './requestLog'

const log = capturedLogger()
let t: TestApp

beforeAll(async () => {
  t = await openTestApp({ logger: log.logger })
})
afterAll(() => t.close())

const linesOf = (requestId: string | null) => log.lines().filter((line) => line.requestId === requestId)
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('the request log (docs/deploy.md#logs)', () => {
  it('writes one JSON line per request, with the id the answer carries in X-Request-Id', async () => {
    const response = await t.app.request('http://slot2.localhost/healthz?token=from-a-link')
    const requestId = response.headers.get('x-request-id')
    expect(requestId).toMatch(uuid)
    const lines = linesOf(requestId)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId,
      method: 'GET',
      path: '/healthz',
      status: 200,
      host: 'slot2.localhost',
    })
    expect(lines[0]?.ms).toEqual(expect.any(Number))
    expect(log.text()).not.toContain('from-a-link')
  })

  it('logs calls and refusals alike, each under its own id', async () => {
    const known = await t.call('startup', { domain_name: 'localhost' })
    const unknown = await t.post('/api/startup', JSON.stringify({ domain_name: 'nowhere.example' }))
    const id = unknown.headers.get('x-request-id')
    expect(known.status).toBe(200)
    expect(linesOf(id)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/startup', status: unknown.status }),
    ])
    expect(unknown.status).toBe(404)
  })

  it("keeps a trusted proxy's id when it looks sane, and replaces any other", async () => {
    const kept = await t.app.request('/healthz', { headers: { 'x-request-id': 'edge-01.Az_9' } })
    expect(kept.headers.get('x-request-id')).toBe('edge-01.Az_9')
    expect(linesOf('edge-01.Az_9')).toHaveLength(1)
    for (const odd of ['a'.repeat(129), 'two words', 'line\\nbreak', '{"json":1}', '']) {
      const replaced = await t.app.request('/healthz', { headers: { 'x-request-id': odd } })
      expect(replaced.headers.get('x-request-id')).toMatch(uuid)
    }
    const untrusted = t.sibling({ trustProxy: false, logger: log.logger })
    const answer = await untrusted.app.request('/healthz', { headers: { 'x-request-id': 'edge-02' } })
    expect(answer.headers.get('x-request-id')).toMatch(uuid)
    expect(linesOf('edge-02')).toEqual([])
  })

  it('never writes a password, a session token, a cookie or a body', async () => {
    const signedIn = await t.call('login', demoLogin)
    expect(signedIn.status).toBe(200)
    const auth = String(signedIn.json.token)
    await t.call(
      'getBalance',
      { domain_name: demoLogin.domain_name, account_id: 'demo', auth },
      { cookie: 'lk_preview=cookie-value-7f3a', authorization: 'Bearer header-token-9c1d' },
    )
    await t.call('login', { ...demoLogin, password: 'wrong-password-5e2b' })
    const text = log.text()
    for (const secret of [
      demoLogin.password,
      auth,
      'cookie-value-7f3a',
      'header-token-9c1d',
      'wrong-password-5e2b',
    ]) {
      expect(text).not.toContain(secret)
    }
    expect(text).not.toContain('account_id')
  })
})

describe('requestIdOf', () => {
  it('takes the header only from a trusted proxy, at most 128 characters of [A-Za-z0-9._-]', () => {
    expect(requestIdOf('a'.repeat(128), true)).toBe('a'.repeat(128))
    expect(requestIdOf('a'.repeat(128), false)).toMatch(uuid)
    expect(requestIdOf('a/b', true)).toMatch(uuid)
    expect(requestIdOf(undefined, true)).toMatch(uuid)
    expect(requestIdOf(undefined, true)).not.toBe(requestIdOf(undefined, true))
  })
})

describe('a request that fails (docs/deploy.md#logs)', () => {
  it('answers 500 and logs the error under the id of its answer, without the query parameters', async () => {
    const database = await openTestDatabase({ seed: false })
    const failing = capturedLogger()
    // The tenant versions are checked in the background: the call's own query, by its domain, is the one that fails.
    const app = createApp({ db: database.db, logger: failing.logger, cacheCheckIntervalMs: 60_000 })
    // A database that went away: every query throws.
    await database.close()
    const response = await app.request('/api/startup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain_name: 'canary-4d1e.example' }),
    })
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({ statusCode: -500, message: 'internalServerError' })
    const requestId = response.headers.get('x-request-id')
    const lines = failing.lines().filter((line) => line.requestId === requestId)
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', msg: 'request failed', path: '/api/startup' }),
      expect.objectContaining({ level: 'info', msg: 'request', status: 500 }),
    ])
    expect(lines[0]?.err).toMatchObject({ message: expect.stringContaining('Failed query') })
    expect(failing.text()).not.toContain('canary-4d1e')
  })
})
