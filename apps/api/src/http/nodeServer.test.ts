import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestApp, type TestApp } from '../testing/testApp'
import { maxBodyBytes } from './body'

let t: TestApp
let server: ServerType
let base: string

beforeAll(async () => {
  t = await openTestApp()
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await t.close()
})

const post = (path: string, body: string | Uint8Array) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })

describe('the API on a real Node server', () => {
  it('answers start-up read from the socket', async () => {
    const response = await post('/api/startup', JSON.stringify({ domain_name: 'localhost' }))
    expect(response.status).toBe(200)
    expect(((await response.json()) as { site: { site_name: string } }).site.site_name).toBe(
      'Lucky Harbor Casino',
    )
  })

  it('refuses a body over the limit with 413, declared or streamed', async () => {
    const declared = await post('/api/startup', JSON.stringify({ domain_name: 'x'.repeat(maxBodyBytes) }))
    expect(declared.status).toBe(413)
    const chunk = new TextEncoder().encode(' '.repeat(4096))
    const streamed = await fetch(`${base}/api/startup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let index = 0; index < 8; index++) controller.enqueue(chunk)
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
  })

  it('refuses broken JSON and an empty body with 400', async () => {
    expect((await post('/api/startup', '{"domain_name":')).status).toBe(400)
    expect((await post('/api/startup', '')).status).toBe(400)
  })
})
