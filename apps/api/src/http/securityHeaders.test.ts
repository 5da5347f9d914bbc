import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeBuiltSite } from '../testing/builtSite'
import { openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
beforeAll(async () => {
  const siteDir = writeBuiltSite({
    indexHtml:
      '<!doctype html><html lang="en"><head><title>LobbyKit</title></head><body><div id="root"></div></body></html>',
    manifest: {},
  })
  t = await openTestApp({ siteDir })
})
afterAll(() => t.close())

const startup = (origin: string, headers: Record<string, string> = {}, app = t) =>
  app.app.request(`${origin}/api/startup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ domain_name: new URL(origin).hostname }),
  })

describe('security headers (docs/architecture.md#security-headers)', () => {
  it('go out with a page, a call, a refusal and a missing file alike', async () => {
    const answers = [
      await t.app.request('http://slot2.localhost:8080/'),
      await startup('http://slot2.localhost:8080'),
      await t.app.request('http://slot2.localhost:8080/api/nope', { method: 'POST' }),
      await t.app.request('http://slot2.localhost:8080/assets/missing.js'),
    ]
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(answer.headers.get('permissions-policy')).toContain('camera=()')
      // Framed only by the site itself (its originals' window): no clickjacking from another site.
      expect(answer.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    }
  })

  it('ask for HTTPS only over HTTPS, and trust a proxy that says so only when told to', async () => {
    expect((await startup('http://slot2.localhost:8080')).headers.get('strict-transport-security')).toBeNull()
    expect((await startup('https://slot2.localhost')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    // The test app trusts a proxy, as an instance behind the load balancer does; without TRUST_PROXY the header
    // is only the client's say.
    const forwarded = { 'x-forwarded-proto': 'https' }
    const viaProxy = await startup('http://slot2.localhost:8080', forwarded)
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    const direct = await startup('http://slot2.localhost:8080', forwarded, t.sibling({ trustProxy: false }))
    expect(direct.headers.get('strict-transport-security')).toBeNull()
  })

  it('let nobody frame the console', async () => {
    const answer = await t.app.request('http://console.localhost:8080/console/')
    expect(answer.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('health (docs/architecture.md#health)', () => {
  it('answers liveness and readiness on any host, uncached', async () => {
    for (const host of ['127.0.0.1:8080', 'slot2.localhost:8080', 'unknown.example']) {
      const live = await t.app.request(`http://${host}/healthz`)
      expect(live.status).toBe(200)
      expect(await live.json()).toEqual({ status: 'ok' })
      const ready = await t.app.request(`http://${host}/readyz`)
      expect(ready.status).toBe(200)
      expect(await ready.json()).toEqual({ status: 'ready' })
      expect(ready.headers.get('cache-control')).toBe('no-store')
    }
  })
})
