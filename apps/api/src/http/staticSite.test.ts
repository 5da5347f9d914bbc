import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { staticSite } from './staticSite'

function siteWithFiles() {
  const dir = mkdtempSync(join(tmpdir(), 'site-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>shell</title><script type="module" crossorigin src="/assets/app-abc.js"></script>',
  )
  writeFileSync(join(dir, 'originals.html'), '<!doctype html><title>originals</title>')
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(dir, 'assets', 'app-abc.js'), 'console.log(1)')
  writeFileSync(join(dir, 'assets', 'app-abc.js.map'), '{"version":3}')
  mkdirSync(join(dir, '.vite'))
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}')
  const app = new Hono()
  app.get('*', staticSite(dir))
  return app
}

describe('staticSite', () => {
  it('serves hashed assets with a year of caching', async () => {
    const response = await siteWithFiles().request('/assets/app-abc.js')
    expect(response.headers.get('content-type')).toContain('text/javascript')
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(await response.text()).toBe('console.log(1)')
  })

  it('serves the service worker at the root, asked again every time, allowed to fetch only the site (docs/product.md#installable-app)', async () => {
    const response = await siteWithFiles().request('/sw.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/javascript')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; connect-src 'self'")
    expect(await response.text()).toContain('fetch')
  })

  it('falls back to index.html for client routes, uncached and kept by no shared cache', async () => {
    const response = await siteWithFiles().request('/vi/slots')
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(await response.text()).toContain('<title>shell</title>')
  })

  it("puts a fresh nonce on the page's scripts for every answer, compressed or not (docs/architecture.md#security-headers)", async () => {
    const app = siteWithFiles()
    const scriptNonce =
      /^<!doctype html><title>shell<\/title><script nonce="([\w-]{22})" type="module" crossorigin src="\/assets\/app-abc\.js"><\/script>$/
    const plain = await app.request('/vi/slots')
    const brotli = await app.request('/vi/slots', { headers: { 'accept-encoding': 'br' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    const gzip = await app.request('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    const nonces = [
      await plain.text(),
      brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString(),
      gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString(),
    ].map((html) => scriptNonce.exec(html)?.[1])
    expect(nonces.every((nonce) => nonce !== undefined)).toBe(true)
    expect(new Set(nonces).size).toBe(3)
  })

  it('answers the originals games paths with the games page, uncached, and nothing else with it', async () => {
    const app = siteWithFiles()
    for (const path of ['/originals/slot/', '/originals/dice/verify/', '/originals/crash', '/originals']) {
      const response = await app.request(`${path}?token=abc`)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(response.headers.get('cache-control')).toBe('private, no-cache')
      expect(await response.text(), path).toContain('<title>originals</title>')
    }
    for (const path of ['/originalsx', '/vi/originals/slot', '/playnow']) {
      expect(await (await app.request(path)).text(), path).toContain('<title>shell</title>')
    }
  })

  it('never serves a file outside the site folder', async () => {
    const response = await siteWithFiles().request('/..%2f..%2fetc%2fpasswd')
    expect(await response.text()).toContain('<title>shell</title>')
  })
})

describe('staticSite compression and misses', () => {
  it('sends brotli or gzip when the browser accepts it, and the bytes unpack to the file', async () => {
    const app = siteWithFiles()
    const br = await app.request('/assets/app-abc.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log(1)')
    const gz = await app.request('/assets/app-abc.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('console.log(1)')
  })

  it('answers 404 for a missing built file instead of the page', async () => {
    const response = await siteWithFiles().request('/assets/gone-123.js')
    expect(response.status).toBe(404)
  })

  it('keeps the source maps and the build manifest to itself', async () => {
    const app = siteWithFiles()
    for (const path of ['/assets/app-abc.js.map', '/.vite/manifest.json', '/.vite']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toBe('Not found')
    }
  })
})
