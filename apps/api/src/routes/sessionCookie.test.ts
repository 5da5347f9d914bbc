import { apiCalls, sessionInCookie } from '@lobbykit/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogin, demoSite, openTestApp, type TestApp } from '../testing/testApp'

// docs/architecture.md#session-cookie: a page of the site never holds its session's token.

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(() => t.close())

const sameOrigin = { 'sec-fetch-site': 'same-origin' }

async function post(name: keyof typeof apiCalls, body: object, headers: Record<string, string> = {}) {
  const response = await t.app.request(`http://slot2.localhost${apiCalls[name].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { response, json: (await response.json()) as Record<string, unknown> }
}

const cookieOf = (response: Response) =>
  /lk_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]

describe('the session cookie', () => {
  it('keeps a page’s token in an HttpOnly cookie and answers the placeholder in its place', async () => {
    const { response, json } = await post('login', demoLogin, sameOrigin)
    expect(json.token).toBe(sessionInCookie)
    expect(json.user).toMatchObject({ session_token: sessionInCookie })
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Path=\/api/)
    const cookie = `lk_session=${cookieOf(response)}`
    const signedIn = { account_id: 'demo', auth: sessionInCookie, domain_name: demoSite.domain_name }

    expect((await post('getBalance', signedIn, { ...sameOrigin, cookie })).response.status).toBe(200)
    // Another site's page cannot ride the cookie, nor can a request without one.
    const crossSite = await post('getBalance', signedIn, { 'sec-fetch-site': 'cross-site', cookie })
    expect({ status: crossSite.response.status, message: crossSite.json.message }).toEqual({
      status: 401,
      message: 'sessionExpired',
    })
    expect((await post('getBalance', signedIn, { cookie })).response.status).toBe(401)
    expect((await post('getBalance', signedIn, sameOrigin)).response.status).toBe(401)

    const out = await post('logout', signedIn, { ...sameOrigin, cookie })
    expect(out.response.status).toBe(200)
    expect(out.response.headers.get('set-cookie')).toMatch(/lk_session=;.*Max-Age=0/i)
    expect((await post('getBalance', signedIn, { ...sameOrigin, cookie })).response.status).toBe(401)
  })

  it('marks the cookie Secure over HTTPS', async () => {
    const { response } = await post('login', demoLogin, { ...sameOrigin, 'x-forwarded-proto': 'https' })
    expect(response.headers.get('set-cookie')).toMatch(/Secure/)
  })

  it('answers other clients the token itself, which they send as auth, as the contract says', async () => {
    const { response, json } = await post('login', demoLogin)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(json.token).not.toBe(sessionInCookie)
    expect(String(json.token)).toHaveLength(43)
    const balance = await post('getBalance', { account_id: 'demo', auth: json.token, ...demoSite })
    expect(balance.response.status).toBe(200)
    // The placeholder is no token: without the cookie it opens nothing.
    const placeholder = await post('getBalance', { account_id: 'demo', auth: sessionInCookie, ...demoSite })
    expect(placeholder.response.status).toBe(401)
  })
})
