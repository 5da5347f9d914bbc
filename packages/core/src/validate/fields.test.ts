import { describe, expect, it } from 'vitest'
import { emailError, urlError } from './fields'

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
