import { describe, expect, it } from 'vitest'
import {
  allowsDigitKey,
  allowsLetterKey,
  isDigitsOnly,
  isLettersOnly,
  keepDigits,
  keepLetters,
} from './keyFilters'

describe('letters-only key filter', () => {
  it('lets A-Z, a-z and space through and refuses digits and punctuation', () => {
    for (const key of ['a', 'Z', ' ']) expect(allowsLetterKey({ key })).toBe(true)
    for (const key of ['1', '-', '.', 'é', '_']) expect(allowsLetterKey({ key })).toBe(false)
  })

  it('never blocks editing keys or shortcuts', () => {
    expect(allowsLetterKey({ key: 'Backspace' })).toBe(true)
    expect(allowsLetterKey({ key: 'ArrowLeft' })).toBe(true)
    expect(allowsLetterKey({ key: 'v', ctrlKey: true })).toBe(true)
    expect(allowsLetterKey({ key: '1', metaKey: true })).toBe(true)
  })

  it('cleans pasted text and judges whole strings', () => {
    expect(keepLetters('Jo3hn D-oe')).toBe('John Doe')
    expect(isLettersOnly('session Expired')).toBe(true)
    expect(isLettersOnly('error 42')).toBe(false)
  })
})

describe('digits-only key filter', () => {
  it('lets 0-9 through and refuses letters, signs and spaces', () => {
    for (const key of ['0', '5', '9']) expect(allowsDigitKey({ key })).toBe(true)
    for (const key of ['a', '+', ' ', '.', '٣']) expect(allowsDigitKey({ key })).toBe(false)
    expect(allowsDigitKey({ key: 'Delete' })).toBe(true)
  })

  it('cleans pasted text and judges whole strings', () => {
    expect(keepDigits('+63 912-345')).toBe('63912345')
    expect(isDigitsOnly('0912')).toBe(true)
    expect(isDigitsOnly('09 12')).toBe(false)
  })
})
