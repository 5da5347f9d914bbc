import { afterEach, describe, expect, it } from 'vitest'
import { pageNonce } from './pageNonce'

afterEach(() => {
  document.head.innerHTML = ''
})

describe("the page's script nonce (docs/architecture.md#security-headers)", () => {
  it('is the nonce the server wrote on the first script element', () => {
    document.head.innerHTML =
      '<script type="application/json" id="data">{}</script><script nonce="abc-123" type="application/json">{}</script><script nonce="other">0</script>'
    expect(pageNonce()).toBe('abc-123')
  })

  it('is empty on a page sent without one', () => {
    document.head.innerHTML = '<script type="module" src="/src/main.tsx"></script>'
    expect(pageNonce()).toBe('')
  })
})
