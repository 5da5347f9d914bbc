import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientAddress } from './clientAddress'

async function addressOf(forwardedFor: string, trustProxy: boolean) {
  const app = new Hono()
  app.get('/', (c) => c.text(clientAddress(c, trustProxy)))
  const response = await app.request('/', { headers: { 'x-forwarded-for': forwardedFor } })
  return response.text()
}

describe('clientAddress (docs/architecture.md#client-address)', () => {
  it('takes the address our proxy appended, not the ones the client wrote before it', async () => {
    expect(await addressOf('1.2.3.4, 203.0.113.7', true)).toBe('203.0.113.7')
    expect(await addressOf('203.0.113.7', true)).toBe('203.0.113.7')
  })

  it('ignores the header without a trusted proxy', async () => {
    // app.request has no socket: the peer is unknown, and the header the client wrote does not count.
    expect(await addressOf('1.2.3.4', false)).toBe('unknown')
  })
})
