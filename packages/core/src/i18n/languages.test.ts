import { describe, expect, it } from 'vitest'
import { dateLocaleFor, findLanguage, hasMessages, languages, messageGroups } from './languages'

describe('languages', () => {
  it('maps every code to the date locale of docs/product.md#date-locales', () => {
    const mapping = Object.fromEntries(languages.map((l) => [l.code, l.dateLocale]))
    expect(mapping).toEqual({
      EN: 'en',
      CN: 'zh',
      PHP: 'en',
      MMK: 'en',
      MNT: 'en',
      IDR: 'en',
      RUS: 'ru',
      ESP: 'es',
      VI: 'vi',
      MS: 'ms',
      NE: 'ne',
    })
  })

  it('gives the eight message languages a name and the five message groups', () => {
    const named = languages.filter((l) => l.name)
    expect(named.map((l) => l.code)).toEqual(['EN', 'PHP', 'CN', 'ESP', 'RUS', 'VI', 'MS', 'NE'])
    for (const language of named) expect(language.files).toEqual(messageGroups)
  })

  it('lists MMK, MNT and IDR without files or names', () => {
    for (const code of ['MMK', 'MNT', 'IDR']) {
      expect(findLanguage(code)?.name).toBeUndefined()
      expect(hasMessages(code)).toBe(false)
    }
  })

  it('finds codes in any case and falls back to English dates for unknown ones', () => {
    expect(findLanguage('vi')?.code).toBe('VI')
    expect(dateLocaleFor('XX')).toBe('en')
    expect(hasMessages('XX')).toBe(false)
  })
})
