import { describe, expect, it, vi } from 'vitest'
import { fakeApi, json } from '../testing/fakeApi'
import { getBalance } from './auth/getBalance'
import { login } from './auth/login'
import { createApiClient } from './client'
import { seo } from './seo/seo'

const site = { domain_name: 'localhost', external_id: 'ext-1' }
const credentials = { ...site, account_id: 'demo', password: 'demo1234' }
const session = {
  statusCode: 1,
  message: 'OK',
  token: 't0k3n',
  user: { account_id: 'demo', session_token: 't0k3n' },
  fullname: 'Demo Player',
  email: 'demo@example.com',
}

describe('API call', () => {
  it('POSTs the body as JSON under /api and returns the validated answer', async () => {
    const api = fakeApi(() => json(session))
    const result = await login(api.client, credentials)
    expect(result).toEqual({ ok: true, data: session })
    expect(api.requests).toEqual([
      { path: '/api/auth/login', method: 'POST', body: credentials, contentType: 'application/json' },
    ])
  })

  it('drops unknown fields instead of failing on them', async () => {
    const api = fakeApi(() =>
      json({ ...session, newServerField: 42, user: { ...session.user, extra: true } }),
    )
    const result = await login(api.client, credentials)
    expect(result).toEqual({ ok: true, data: session })
  })

  it('keeps the server message of a refusal, with HTTP 200 or 4xx', async () => {
    const refused = fakeApi(() => json({ statusCode: 0, message: 'invalidCredentials' }, 401))
    expect(await login(refused.client, credentials)).toEqual({
      ok: false,
      error: { statusCode: 0, message: 'invalidCredentials' },
    })
    const bad = fakeApi(() => json({ statusCode: 0, message: 'account_id must be 4 to 20 letters' }, 400))
    const result = await login(bad.client, credentials)
    expect(result.ok === false && result.error.message).toBe('account_id must be 4 to 20 letters')
    const expired = fakeApi(() => json({ statusCode: 0, message: 'sessionExpired' }))
    const balance = await getBalance(expired.client, { account_id: 'demo', auth: 't0k3n' })
    expect(balance).toEqual({ ok: false, error: { statusCode: 0, message: 'sessionExpired' } })
  })

  it('turns a network failure, a proxy error page or a malformed success into the synthetic result', async () => {
    const offline = fakeApi(() => {
      throw new TypeError('Failed to fetch')
    })
    expect(await login(offline.client, credentials)).toEqual({
      ok: false,
      error: {
        statusCode: -500,
        message: '',
        statusMessage: 'internalServerError',
        details: expect.stringContaining('Failed to fetch'),
      },
    })
    const proxy = fakeApi(() => new Response('<html>502 Bad Gateway</html>', { status: 502 }))
    expect(await login(proxy.client, credentials)).toMatchObject({
      ok: false,
      error: { statusCode: -500, statusMessage: 'internalServerError' },
    })
    const gateway = fakeApi(() => json({ error: 'upstream' }, 503))
    expect(await login(gateway.client, credentials)).toMatchObject({ ok: false, error: { statusCode: -500 } })
    const malformed = fakeApi(() => json({ statusCode: 1, message: 'OK', token: 5 }))
    expect(await login(malformed.client, credentials)).toMatchObject({
      ok: false,
      error: { statusCode: -500, details: expect.stringContaining('does not match auth/login') },
    })
  })

  it('never retries a failed POST by itself', async () => {
    const api = fakeApi(() => new Response('busy', { status: 503 }))
    await login(api.client, credentials)
    const down = fakeApi(() => {
      throw new TypeError('Failed to fetch')
    })
    await login(down.client, credentials)
    expect(api.fetch).toHaveBeenCalledTimes(1)
    expect(down.fetch).toHaveBeenCalledTimes(1)
  })

  it('gives up after the timeout with the synthetic result', async () => {
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const client = createApiClient({ fetch, baseUrl: 'http://localhost', timeoutMs: 20 })
    const result = await getBalance(client, { account_id: 'demo', auth: 't0k3n' })
    expect(result).toMatchObject({
      ok: false,
      error: {
        statusCode: -503,
        statusMessage: 'serviceUnavailable',
        details: expect.stringMatching(/Timeout/),
      },
    })
  })

  describe('a read-only call', () => {
    const page = (page_name: string) => ({ ...site, page_name })
    const noRecord = { statusCode: 1, message: 'OK', value: null }

    it('shares one request between identical calls in flight at the same time', async () => {
      const api = fakeApi(() => json(noRecord))
      const [first, second] = await Promise.all([
        seo(api.client, page('home')),
        seo(api.client, page('home')),
      ])
      expect(first).toEqual({ ok: true, data: noRecord })
      expect(second).toEqual(first)
      expect(api.requests).toHaveLength(1)
    })

    it('asks again once the answer is in, and never shares between different pages or clients', async () => {
      const api = fakeApi(() => json(noRecord))
      const other = fakeApi(() => json(noRecord))
      await seo(api.client, page('home'))
      await Promise.all([
        seo(api.client, page('home')),
        seo(api.client, page('slots')),
        seo(other.client, page('home')),
      ])
      expect(api.requests.map((request) => (request.body as { page_name: string }).page_name)).toEqual([
        'home',
        'home',
        'slots',
      ])
      expect(other.requests).toHaveLength(1)
    })

    it('gives a caller with an abort signal its own request', async () => {
      const api = fakeApi(() => json(noRecord))
      const controller = new AbortController()
      await Promise.all([
        seo(api.client, page('home')),
        seo(api.client, page('home'), { signal: controller.signal }),
      ])
      expect(api.requests).toHaveLength(2)
    })

    it('shares a failure too, and the next call tries again', async () => {
      let up = false
      const api = fakeApi(() => {
        if (!up) throw new TypeError('Failed to fetch')
        return json(noRecord)
      })
      const answers = await Promise.all([seo(api.client, page('home')), seo(api.client, page('home'))])
      expect(answers.map((answer) => answer.ok)).toEqual([false, false])
      expect(api.fetch).toHaveBeenCalledTimes(1)
      up = true
      expect(await seo(api.client, page('home'))).toEqual({ ok: true, data: noRecord })
    })
  })

  it('sends every call that changes something, even when two are alike', async () => {
    const api = fakeApi(() => json(session))
    await Promise.all([login(api.client, credentials), login(api.client, credentials)])
    expect(api.requests).toHaveLength(2)
  })
})
