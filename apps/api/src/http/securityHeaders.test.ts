import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryOnlyIndexHtml, writeBuiltSite, writeConsoleBuild } from '../testing/builtSite'
import { openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
beforeAll(async () => {
  const siteDir = writeBuiltSite({
    indexHtml: entryOnlyIndexHtml,
    manifest: {},
    files: {
      'assets/main-abc.js': 'console.log(1)',
      'originals.html':
        '<!doctype html><title>Originals</title><script type="module" crossorigin src="/assets/originals-abc.js"></script>',
    },
  })
  t = await openTestApp({ siteDir, consoleDir: writeConsoleBuild() })
})
afterAll(() => t.close())

const startup = (origin: string, headers: Record<string, string> = {}, app = t) =>
  app.app.request(`${origin}/api/startup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ domain_name: new URL(origin).hostname }),
  })

/** A Content-Security-Policy's directives by name, each with its sources in order. */
function directivesOf(answer: Response): Map<string, string[]> {
  const policy = answer.headers.get('content-security-policy') ?? ''
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

/** What an answer that is no page gets: nothing loads, nothing runs. */
const noPage = (frameAncestors: string) => `default-src 'none'; frame-ancestors ${frameAncestors}`

describe('security headers (docs/architecture.md#security-headers)', () => {
  it('go out with a page, a call, a refusal, a file and a missing file alike', async () => {
    const answers = [
      await t.app.request('http://slot2.localhost:8080/'),
      await startup('http://slot2.localhost:8080'),
      await t.app.request('http://slot2.localhost:8080/api/nope', { method: 'POST' }),
      await t.app.request('http://slot2.localhost:8080/assets/main-abc.js'),
      await t.app.request('http://slot2.localhost:8080/assets/missing.js'),
    ]
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(answer.headers.get('permissions-policy')).toContain('camera=()')
      // Framed only by the site itself (its originals' window): no clickjacking from another site.
      expect(directivesOf(answer).get('frame-ancestors')).toEqual(["'self'"])
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    }
  })

  it("give a tenant's page its own scripts, the nonce'd inline ones and nothing else to run", async () => {
    const answer = await t.app.request('http://casino2.localhost:8080/slots')
    expect(answer.headers.get('content-type')).toContain('text/html')
    const html = await answer.text()
    const nonce = /<script nonce="([\w-]{22})"/.exec(html)?.[1]
    expect(nonce).toBeDefined()
    // casino2 has no analytics snippet and no live chat: its own origin and the nonce, nothing else.
    expect(Object.fromEntries(directivesOf(answer))).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'", `'nonce-${nonce}'`],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https:'],
      'font-src': ["'self'"],
      'media-src': ["'self'", 'https:'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'child-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    })
    // The page is its answer's alone: no shared cache keeps it.
    expect(answer.headers.get('cache-control')).toBe('private, no-cache')
  })

  it("give the originals' game window a page's policy of its own, without the tenant's hosts", async () => {
    // slot2's pages allow its live chat's hosts; the game window, framed by them, loads nothing of the tenant's.
    const site = await t.app.request('http://slot2.localhost:8080/')
    expect(directivesOf(site).get('script-src')).toContain('https://*.livechatinc.com')
    const answer = await t.app.request('http://slot2.localhost:8080/originals/slot/?token=abc')
    const html = await answer.text()
    const nonce = /<script nonce="([\w-]{22})" type="module"/.exec(html)?.[1]
    expect(nonce).toBeDefined()
    expect(directivesOf(answer).get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(directivesOf(answer).get('frame-src')).toEqual(["'self'"])
    expect(directivesOf(answer).get('frame-ancestors')).toEqual(["'self'"])
  })

  it('give calls, files and refusals a policy under which nothing loads or runs', async () => {
    for (const answer of [
      await startup('http://slot2.localhost:8080'),
      await t.app.request('http://slot2.localhost:8080/api/nope', { method: 'POST' }),
      await t.app.request('http://slot2.localhost:8080/assets/main-abc.js'),
      await t.app.request('http://slot2.localhost:8080/manifest.webmanifest'),
      await t.app.request('http://slot2.localhost:8080/robots.txt'),
    ])
      expect(answer.headers.get('content-security-policy')).toBe(noPage("'self'"))
    // A file that sets a policy of its own (a drawn picture) keeps it, with the host's framing rule.
    const picture = await t.app.request('http://slot2.localhost:8080/api/media/logo/slot2/icon.svg')
    expect(picture.headers.get('content-type')).toContain('image/svg+xml')
    expect(picture.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    )
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

  it("give the console's page a strict policy of its own, and let nobody frame it", async () => {
    const answer = await t.app.request('http://console.localhost:8080/console/tenants')
    const html = await answer.text()
    const nonce = /<script nonce="([\w-]{22})"/.exec(html)?.[1]
    expect(nonce).toBeDefined()
    expect(Object.fromEntries(directivesOf(answer))).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'", `'nonce-${nonce}'`],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'https:'],
      'connect-src': ["'self'"],
      // The gallery's looks, each on its own host under the preview host (docs/operators.md#gallery).
      'frame-src': ['http://*.preview.localhost:*'],
      'child-src': ['http://*.preview.localhost:*'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    })
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
    // Its calls and files, and the console's page when there is no build, load and run nothing.
    const call = await t.app.request('http://console.localhost:8080/api/operator/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    const file = await t.app.request('http://console.localhost:8080/console/assets/main-abc.js')
    const unbuilt = await t
      .sibling({ consoleDir: undefined })
      .app.request('http://console.localhost:8080/console/')
    for (const other of [call, file, unbuilt]) {
      expect(other.headers.get('content-security-policy')).toBe(noPage("'none'"))
      expect(other.headers.get('x-frame-options')).toBe('DENY')
    }
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
