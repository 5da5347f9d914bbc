import { describe, expect, it } from 'vitest'
import { fakeApi, json } from '../../testing/fakeApi'
import { deposit } from './deposit'
import { moneyRequest, newRequestId } from './moneyRequest'
import { withdraw } from './withdraw'

const signedIn = { account_id: 'demo', auth: 'token-1', domain_name: 'localhost' }
const approved = { statusCode: 1, message: 'OK', transaction_id: 7, status: 'approved', balance: 150_000 }

function ids() {
  let n = 0
  return () => {
    n += 1
    return `request-id-${n}`
  }
}

const sentIds = (api: ReturnType<typeof fakeApi>) =>
  api.requests.map((request) => (request.body as { request_id: string }).request_id)

describe('request_id of a money request', () => {
  it('is a UUID the contract accepts', () => {
    expect(newRequestId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  })

  it('is sent again when the network failed, so the retry cannot pay twice', async () => {
    let attempt = 0
    const api = fakeApi(() => {
      attempt += 1
      if (attempt === 1) throw new TypeError('Failed to fetch')
      return json(approved)
    })
    const send = moneyRequest(deposit, ids())
    const body = { ...signedIn, method_id: 1, amount: 50_000 }
    expect((await send(api.client, body)).ok).toBe(false)
    expect(send.pendingRequestId()).toBe('request-id-1')
    expect(await send(api.client, body)).toMatchObject({ ok: true, data: { balance: 150_000 } })
    expect(sentIds(api)).toEqual(['request-id-1', 'request-id-1'])
    expect(send.pendingRequestId()).toBeUndefined()
  })

  it('is kept by a double click (two sends in flight) and after signing in again', async () => {
    const api = fakeApi(() => new Promise<Response>(() => {}))
    const send = moneyRequest(withdraw, ids())
    const body = { ...signedIn, bank_account_id: 3, amount: 20_000 }
    void send(api.client, body)
    void send(api.client, { ...body, auth: 'token-2' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(sentIds(api)).toEqual(['request-id-1', 'request-id-1'])
  })

  it('is new for the next submission once the server answered, and for a changed amount', async () => {
    const api = fakeApi((_path, body) =>
      (body as { amount: number }).amount > 1_000_000
        ? json(
            { statusCode: 0, message: 'depositLimitExceeded', period: 'day', limit: 100, remaining: 0 },
            403,
          )
        : json(approved),
    )
    const send = moneyRequest(deposit, ids())
    const body = { ...signedIn, method_id: 1, amount: 50_000 }
    await send(api.client, body)
    await send(api.client, body)
    const refused = await send(api.client, { ...body, amount: 2_000_000 })
    expect(refused).toEqual({
      ok: false,
      error: {
        statusCode: 0,
        message: 'depositLimitExceeded',
        fields: { period: 'day', limit: 100, remaining: 0 },
      },
    })
    await send(api.client, { ...body, amount: 2_000_000 })
    expect(sentIds(api)).toEqual(['request-id-1', 'request-id-2', 'request-id-3', 'request-id-4'])
  })
})
