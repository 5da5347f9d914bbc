import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { operatorCalls, operatorMessages } from '@lobbykit/contract/operator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeBuiltSite, writeConsoleBuild } from '../testing/builtSite'
import { openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
beforeAll(async () => {
  const siteDir = writeBuiltSite({
    indexHtml:
      '<!doctype html><html lang="en"><head><title>LobbyKit</title></head><body><div id="root"></div></body></html>',
    manifest: {},
  })
  t = await openTestApp({ siteDir, consoleDir: writeConsoleBuild() })
})
afterAll(() => t.close())

const onConsole = (path: string, init?: RequestInit) =>
  t.app.request(`http://console.localhost:8080${path}`, init)

describe('the console host (docs/operators.md#console-host)', () => {
  it('leads / to the console', async () => {
    for (const path of ['/', '/console']) {
      const response = await onConsole(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location')).toBe('/console/')
    }
  })

  it("answers the console's page for its own routes, uncached and never framed", async () => {
    for (const path of ['/console/', '/console/tenants/slot2/gallery', '/console/players?query=demo']) {
      const response = await onConsole(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(response.headers.get('cache-control')).toBe('private, no-cache')
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(response.headers.get('referrer-policy')).toBe('same-origin')
      expect(await response.text()).toContain('<title>LobbyKit console</title>')
    }
  })

  it('serves its hashed files for a year, compressed, and a missing one or a source map is a 404', async () => {
    const response = await onConsole('/console/assets/main-abc.js', { headers: { 'accept-encoding': 'br' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(
      'console.log("console")',
    )
    for (const path of ['/console/assets/gone-123.js', '/console/assets/main-abc.js.map']) {
      expect((await onConsole(path)).status, path).toBe(404)
    }
  })

  it("is no tenant's site: its other paths are 404, and the API answers there", async () => {
    for (const path of [
      '/slots',
      '/robots.txt',
      '/manifest.webmanifest',
      '/assets/main-abc.js',
      '/consoles',
    ]) {
      expect((await onConsole(path)).status, path).toBe(404)
    }
    const session = await onConsole(operatorCalls.operatorSession.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(session.status).toBe(401)
    expect(((await session.json()) as { message: string }).message).toBe(operatorMessages.signInRequired)
  })

  it("is never served on a tenant's domain: there /console/ is the site's own 404 page", async () => {
    for (const host of ['slot2.localhost', 'localhost']) {
      const response = await t.app.request(`http://${host}:8080/console/`)
      expect(response.status, host).toBe(404)
      // The site's own page and framing rule, not the console's.
      expect(response.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'self'$/)
      expect(response.headers.get('content-security-policy')).toContain("manifest-src 'self'")
      const html = await response.text()
      expect(html).not.toContain('LobbyKit console')
      expect(html).toContain('<div id="root">')
    }
    expect((await t.app.request('http://slot2.localhost/console/assets/main-abc.js')).status).toBe(404)
  })

  it('says so when the console is not built', async () => {
    for (const consoleDir of [mkdtempSync(join(tmpdir(), 'console-empty-')), undefined]) {
      const response = await t.sibling({ consoleDir }).app.request('http://console.localhost/console/')
      expect(response.status).toBe(503)
      expect(((await response.json()) as { message: string }).message).toBe(
        'The console is not built: run the build first',
      )
    }
  })
})
