import { emailSchema } from '@lobbykit/contract/common'
import { fieldCases } from '@lobbykit/contract/fixtures/fieldCases'
import { describe, expect, it } from 'vitest'
import { emailError, fieldRules, passesRule, urlError } from './fields'

describe('field rules: the browser judges like the contract (and so the API)', () => {
  it.each(fieldCases)('$rule: $value → valid $valid', ({ rule, value, valid }) => {
    expect(passesRule(rule, value)).toBe(valid)
    expect(fieldRules[rule].safeParse(value).success).toBe(valid)
  })

  it.each(fieldCases.filter((c) => c.rule === 'email' && c.value !== ''))(
    'e-mail check and contract agree on $value',
    ({ value, valid }) => {
      expect(emailError(value) === undefined).toBe(valid)
      expect(emailSchema.safeParse(value).success).toBe(valid)
    },
  )

  it('refuses a@b.c in the browser, as the API does', () => {
    expect(emailError('a@b.c')).toBe('Invalid email address')
    expect(emailSchema.safeParse('a@b.c').success).toBe(false)
  })
})

describe('email check', () => {
  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(emailError('player@example.com')).toBeUndefined()
    expect(emailError(' first.last+tag@mail.example.co.uk ')).toBeUndefined()
  })

  it('refuses addresses without @, domain dot, or with spaces, with the default message', () => {
    for (const value of [
      'player',
      'player@example',
      'pla yer@example.com',
      '@example.com',
      'a@b@c.com',
      'a@b.c',
      '',
    ]) {
      expect(emailError(value)).toBe('Invalid email address')
    }
  })

  it('uses a caller-supplied message', () => {
    expect(emailError('nope', 'Bad e-mail')).toBe('Bad e-mail')
  })
})

describe('URL check', () => {
  it('accepts http and https URLs', () => {
    expect(urlError('https://example.com/path?q=1')).toBeUndefined()
    expect(urlError('http://localhost:8080')).toBeUndefined()
  })

  it('refuses other schemes and non-URLs with the default message', () => {
    for (const value of ['javascript:alert(1)', 'ftp://example.com', 'example.com', '', 'mailto:a@b.com']) {
      expect(urlError(value)).toBe('Invalid URL')
    }
    expect(urlError('nope', 'Bad link')).toBe('Bad link')
  })
})
