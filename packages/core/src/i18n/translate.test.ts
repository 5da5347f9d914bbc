import { describe, expect, it } from 'vitest'
import { createTranslate, hasText } from './translate'

describe('translate', () => {
  it('prefers the language text, then the English default, then the key', () => {
    const t = createTranslate({ errorTitle: 'May mali' })
    expect(t('errorTitle')).toBe('May mali')
    expect(t('unknownError')).toBe('An unknown error occurred. Please try again.')
    expect(t('someNewKey')).toBe('someNewKey')
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = createTranslate({ greeting: 'Hi {name}, {missing}' })
    expect(t('greeting', { name: 'Ana' })).toBe('Hi Ana, {missing}')
    expect(t('pageNotFound', { path: '/nope' })).toBe('Page not found: /nope')
  })

  it('tells whether a key has a text', () => {
    expect(hasText({ own: 'x' }, 'own')).toBe(true)
    expect(hasText({}, 'invalidSession')).toBe(true)
    expect(hasText({}, 'toString')).toBe(false)
  })
})
