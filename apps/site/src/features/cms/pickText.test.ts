import { describe, expect, it } from 'vitest'
import { pickText, showsLocalTexts } from './pickText'

describe('local texts (docs/product.md#local-texts)', () => {
  it('shows them only on a page in the language they are written in', () => {
    expect(showsLocalTexts('PHP', 'PHP')).toBe(true)
    // An English site for the Philippines: its Vietnamese and English pages read English, not Filipino.
    expect(showsLocalTexts('VI', 'PHP')).toBe(false)
    expect(showsLocalTexts('EN', 'PHP')).toBe(false)
    expect(showsLocalTexts('VI', 'VI')).toBe(true)
  })

  it('never shows them when the local language is English', () => {
    expect(showsLocalTexts('EN', 'EN')).toBe(false)
  })

  it('falls back to the English words where the tenant wrote no local ones', () => {
    expect(pickText('Welcome', 'Maligayang pagdating', true)).toBe('Maligayang pagdating')
    expect(pickText('Welcome', 'Maligayang pagdating', false)).toBe('Welcome')
    expect(pickText('Welcome', '  ', true)).toBe('Welcome')
  })
})
