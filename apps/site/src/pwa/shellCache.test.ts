import { describe, expect, it } from 'vitest'
import { mayKeep, shellRuleFor } from './shellCache'

const origin = 'https://reelriot.example'
const get = (path: string, mode: RequestMode = 'cors') => ({
  method: 'GET',
  mode,
  url: new URL(path, origin).href,
})

describe("the service worker's rules (docs/product.md#installable-app)", () => {
  it('never touches an API answer, whatever the method or mode', () => {
    for (const path of ['/api/startup', '/api/wallet/balance', '/api/cashier/deposit', '/api'])
      for (const mode of ['cors', 'navigate', 'same-origin'] as const)
        expect(shellRuleFor(get(path, mode), origin), path).toBe('network')
    expect(
      shellRuleFor({ method: 'POST', mode: 'cors', url: `${origin}/api/cashier/withdraw` }, origin),
    ).toBe('network')
  })

  it("keeps the build's code and the pages a player opens", () => {
    expect(shellRuleFor(get('/assets/main-DtPVc8AQ.js', 'no-cors'), origin)).toBe('code')
    expect(shellRuleFor(get('/assets/Dialog-x.css', 'no-cors'), origin)).toBe('code')
    expect(shellRuleFor(get('/en/slots', 'navigate'), origin)).toBe('page')
    expect(shellRuleFor(get('/', 'navigate'), origin)).toBe('page')
  })

  it("leaves the rest to the network: the version files, the manifest, game windows, other sites' files", () => {
    expect(shellRuleFor(get('/build/latest.json'), origin)).toBe('network')
    expect(shellRuleFor(get('/manifest.webmanifest'), origin)).toBe('network')
    expect(shellRuleFor(get('/originals/dice/', 'navigate'), origin)).toBe('network')
    expect(shellRuleFor(get('https://cdn.example/assets/x.js'), origin)).toBe('network')
    expect(shellRuleFor({ method: 'HEAD', mode: 'cors', url: `${origin}/assets/x.js` }, origin)).toBe(
      'network',
    )
  })

  it('keeps only whole, successful answers of our own server that allow storing', () => {
    const answer = (status: number, type: ResponseType = 'basic', cacheControl = 'no-cache') => ({
      ok: status >= 200 && status < 300,
      status,
      type,
      headers: new Headers({ 'cache-control': cacheControl }),
    })
    expect(mayKeep(answer(200))).toBe(true)
    expect(mayKeep(answer(206))).toBe(false)
    expect(mayKeep(answer(404))).toBe(false)
    expect(mayKeep(answer(503))).toBe(false)
    expect(mayKeep(answer(200, 'opaque'))).toBe(false)
    expect(mayKeep(answer(200, 'basic', 'private, no-store'))).toBe(false)
  })
})
