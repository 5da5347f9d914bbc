import { describe, expect, it } from 'vitest'
import { languageForPrefix, pathWithoutPrefix, selectableLanguages, withPrefix } from './languagePrefix'

describe('language prefixes', () => {
  it('accepts the lower-case codes of listed languages only', () => {
    expect(languageForPrefix('vi')?.code).toBe('VI')
    expect(languageForPrefix('php')?.code).toBe('PHP')
    expect(languageForPrefix('mmk')?.code).toBe('MMK')
    expect(languageForPrefix('VI')).toBeUndefined()
    expect(languageForPrefix('nope')).toBeUndefined()
    expect(languageForPrefix(undefined)).toBeUndefined()
  })

  it('strips and adds prefixes, leaving the default language unprefixed', () => {
    expect(pathWithoutPrefix('/vi/slots')).toBe('/slots')
    expect(pathWithoutPrefix('/vi')).toBe('/')
    expect(pathWithoutPrefix('/slots')).toBe('/slots')
    expect(withPrefix('/slots', 'VI', 'EN')).toBe('/vi/slots')
    expect(withPrefix('/', 'CN', 'EN')).toBe('/cn')
    expect(withPrefix('/slots', 'EN', 'EN')).toBe('/slots')
  })

  it('offers the eight languages with message files', () => {
    expect(selectableLanguages.map((l) => l.code)).toEqual([
      'EN',
      'PHP',
      'CN',
      'ESP',
      'RUS',
      'VI',
      'MS',
      'NE',
    ])
  })
})
