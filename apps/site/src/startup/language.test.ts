import { describe, expect, it } from 'vitest'
import { firstLanguage } from './language'

describe('firstLanguage', () => {
  it("takes the URL's prefix first, else the tenant's language", () => {
    expect(firstLanguage('/vi/slots', 'EN')).toBe('VI')
    expect(firstLanguage('/slots', 'VI')).toBe('VI')
    expect(firstLanguage('/', '')).toBe('EN')
  })

  it('reads a path segment that is not a language as a page', () => {
    expect(firstLanguage('/about', 'PHP')).toBe('PHP')
  })
})
