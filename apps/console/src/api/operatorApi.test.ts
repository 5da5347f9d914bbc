import { csrfHeader } from '@lobbykit/contract/operator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { operatorCall, rememberCsrfToken } from './operatorApi'

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => {
  vi.unstubAllGlobals()
  rememberCsrfToken('')
})

describe('operatorCall', () => {
  it('names the bad field without asking the server', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const result = await operatorCall('cashierReject', { transaction_id: 4, reason: '   ' })
    expect(result).toMatchObject({ ok: false, status: 400 })
    expect(!result.ok && result.message).toMatch(/^reason: /)
    expect(fetch).not.toHaveBeenCalled()
  })

  it("posts to the call's path with the session's CSRF token and reads the answer", async () => {
    const fetch = vi.fn(async (_request: Request) =>
      answer(200, { statusCode: 1, message: 'OK', pending: [] }),
    )
    vi.stubGlobal('fetch', fetch)
    rememberCsrfToken('token-1')
    const result = await operatorCall('cashierPending', {})
    expect(result).toEqual({ ok: true, data: { statusCode: 1, message: 'OK', pending: [] } })
    const request = fetch.mock.calls[0]![0]
    expect(new URL(request.url).pathname).toBe('/api/operator/cashier/pending')
    expect(request.method).toBe('POST')
    expect(request.headers.get(csrfHeader)).toBe('token-1')
  })

  it("gives the server's refusal with its status", async () => {
    vi.stubGlobal('fetch', async () => answer(403, { statusCode: 403, message: 'Your role may not do this' }))
    expect(await operatorCall('auditLog', {})).toEqual({
      ok: false,
      status: 403,
      message: 'Your role may not do this',
    })
  })

  it('says the server was not reached (status 0) when the network fails or the answer is nonsense', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await operatorCall('tenantList', {})).toMatchObject({ ok: false, status: 0 })
    vi.stubGlobal('fetch', async () => new Response('<html>proxy error</html>', { status: 502 }))
    expect(await operatorCall('tenantList', {})).toMatchObject({ ok: false, status: 502 })
    vi.stubGlobal('fetch', async () => answer(200, { statusCode: 1, message: 'OK', tenants: 'no' }))
    expect(await operatorCall('tenantList', {})).toMatchObject({ ok: false, status: 0 })
  })
})
