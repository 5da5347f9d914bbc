import { describe, expect, it } from 'vitest'
import {
  decimalSeparatorFor,
  formatMinorUnits,
  formatPlainNumber,
  minorToDecimal,
  minorToInput,
  parseAmountInput,
} from './money'

describe('money in the currency of the tenant (ISO 4217 exponent)', () => {
  it('turns minor units into their exact decimal text', () => {
    expect(minorToDecimal(1_254_075, 'PHP')).toBe('12540.75')
    expect(minorToDecimal(50_000, 'VND')).toBe('50000')
    expect(minorToDecimal(5, 'BHD')).toBe('0.005')
    expect(minorToDecimal(-20_000, 'php')).toBe('-200.00')
    expect(minorToDecimal(9_007_199_254_740_991, 'USD')).toBe('90071992547409.91')
  })

  it('shows VND without decimals and PHP, BHD with all of theirs, never divided by 100 blindly', () => {
    expect(formatMinorUnits(50_000, 'VND', 'en')).toBe('₫50,000')
    expect(formatMinorUnits(50_000, 'VND', 'vi')).toBe('50.000\u00a0₫')
    expect(formatMinorUnits(1_254_075, 'PHP', 'en')).toBe('₱12,540.75')
    expect(formatMinorUnits(1_234, 'BHD', 'en')).toBe('BHD\u00a01.234')
    expect(formatMinorUnits(0, 'USD', 'en')).toBe('$0.00')
  })

  it('follows the locale, and shows every minor unit even where CLDR rounds cash (IDR, MMK)', () => {
    expect(formatMinorUnits(150_050, 'PHP', 'es')).toMatch(/^1500,50\s?₱$|^1\.500,50\s?₱$/)
    expect(formatMinorUnits(12_345, 'MMK', 'en')).toContain('123.45')
    expect(formatMinorUnits(12_345, 'IDR', 'en')).toContain('123.45')
  })

  it('puts an unknown code before the number, and can leave zero empty or sign a credit', () => {
    expect(formatMinorUnits(150, 'USDT', 'en')).toBe('USDT 1.50')
    expect(formatMinorUnits(0, 'PHP', 'en', { zeroAsEmpty: true })).toBe('')
    expect(formatMinorUnits(500, 'PHP', 'en', { signed: true })).toBe('+₱5.00')
    expect(formatMinorUnits(-500, 'PHP', 'en', { signed: true })).toBe('-₱5.00')
  })

  it('knows the decimal mark of each language', () => {
    expect(decimalSeparatorFor('en')).toBe('.')
    expect(decimalSeparatorFor('es')).toBe(',')
    expect(decimalSeparatorFor('vi')).toBe(',')
    expect(minorToInput(150_050, 'PHP', 'es')).toBe('1500,50')
  })

  it('writes a plain number in the page language, the same each time it is asked', () => {
    expect(formatPlainNumber(1234.5, 'en')).toBe('1,234.5')
    expect(formatPlainNumber(1234.5, 'vi')).toBe('1.234,5')
    expect(formatPlainNumber(1234.5, 'en')).toBe('1,234.5')
    expect(formatPlainNumber(12)).toBe('12')
  })
})

describe('what a player types in an amount field', () => {
  it('reads the currency decimals exactly', () => {
    expect(parseAmountInput('1500.5', 'PHP', 'en')).toBe(150_050)
    expect(parseAmountInput(' 1,500.50 ', 'PHP', 'en')).toBe(150_050)
    expect(parseAmountInput('1500,5', 'PHP', 'es')).toBe(150_050)
    expect(parseAmountInput('1.500,50', 'PHP', 'es')).toBe(150_050)
    expect(parseAmountInput('1,234,567', 'PHP', 'en')).toBe(123_456_700)
    expect(parseAmountInput('50000', 'VND', 'vi')).toBe(50_000)
    expect(parseAmountInput('0.001', 'BHD', 'en')).toBe(1)
    expect(parseAmountInput('0', 'PHP', 'en')).toBe(0)
  })

  it('takes either mark as the decimal one when it can only be that (a keypad of another language)', () => {
    expect(parseAmountInput('10.5', 'PHP', 'es')).toBe(1_050)
    expect(parseAmountInput('10,5', 'PHP', 'en')).toBe(1_050)
  })

  it('reads a mark before three digits as thousands unless it is the decimal mark of a currency with decimals', () => {
    expect(parseAmountInput('1,500', 'PHP', 'en')).toBe(150_000)
    expect(parseAmountInput('1.500', 'PHP', 'es')).toBe(150_000)
    expect(parseAmountInput('50.000', 'VND', 'vi')).toBe(50_000)
    expect(parseAmountInput('50,000', 'VND', 'vi')).toBe(50_000)
    expect(parseAmountInput('1.234', 'BHD', 'en')).toBe(1_234)
    expect(parseAmountInput('1.500', 'PHP', 'en')).toBeUndefined()
  })

  it('refuses decimals the currency has not, signs, letters and misplaced marks', () => {
    expect(parseAmountInput('10.5', 'VND', 'en')).toBeUndefined()
    expect(parseAmountInput('1.005', 'PHP', 'en')).toBeUndefined()
    expect(parseAmountInput('-5', 'PHP', 'en')).toBeUndefined()
    expect(parseAmountInput('5e3', 'PHP', 'en')).toBeUndefined()
    expect(parseAmountInput('1,2,3', 'PHP', 'es')).toBeUndefined()
    expect(parseAmountInput('12,34.5', 'PHP', 'en')).toBeUndefined()
    expect(parseAmountInput('1.5.5', 'PHP', 'en')).toBeUndefined()
    expect(parseAmountInput('.', 'PHP', 'en')).toBeUndefined()
    expect(parseAmountInput('', 'PHP', 'en')).toBeUndefined()
    expect(parseAmountInput('99999999999999999999', 'PHP', 'en')).toBeUndefined()
  })
})
