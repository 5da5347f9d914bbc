import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { staticSite } from './staticSite'

function siteWithFiles() {
  const dir = mkdtempSync(join(tmpdir(), 'site-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>')
  writeFileSync(join(dir, 'assets', 'app-abc.js'), 'console.log(1)')
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

  it('falls back to index.html for client routes, uncached', async () => {
    const response = await siteWithFiles().request('/vi/slots')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('<title>shell</title>')
  })

  it('never serves a file outside the site folder', async () => {
    const response = await siteWithFiles().request('/..%2f..%2fetc%2fpasswd')
    expect(await response.text()).toContain('<title>shell</title>')
  })
})
