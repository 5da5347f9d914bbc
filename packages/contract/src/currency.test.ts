import { describe, expect, it } from 'vitest'
import { currencyExponent, isKnownCurrency, minorPerMajor, minorToMajor, parseMajorAmount } from './currency'

describe('currency exponents (ISO 4217)', () => {
  it('knows the minor unit of each currency', () => {
    expect(currencyExponent('VND')).toBe(0)
    expect(currencyExponent('JPY')).toBe(0)
    expect(currencyExponent('KRW')).toBe(0)
    expect(currencyExponent('IDR')).toBe(2)
    expect(currencyExponent('PHP')).toBe(2)
    expect(currencyExponent('USD')).toBe(2)
    expect(currencyExponent('MYR')).toBe(2)
    expect(currencyExponent('NPR')).toBe(2)
    expect(currencyExponent('BHD')).toBe(3)
    expect(currencyExponent('KWD')).toBe(3)
    expect(currencyExponent('CLF')).toBe(4)
    expect(currencyExponent(' vnd ')).toBe(0)
  })

  it('uses 2 for a code it does not list, and says it does not know it', () => {
    expect(currencyExponent('XYZ')).toBe(2)
    expect(isKnownCurrency('XYZ')).toBe(false)
    expect(isKnownCurrency('php')).toBe(true)
  })

  it('converts minor units to major units for display', () => {
    expect(minorPerMajor('VND')).toBe(1)
    expect(minorPerMajor('BHD')).toBe(1000)
    expect(minorToMajor(50_000, 'VND')).toBe(50_000)
    expect(minorToMajor(50_025, 'PHP')).toBe(500.25)
  })

  it('reads typed amounts exactly, refusing extra decimals and junk', () => {
    expect(parseMajorAmount('1,500.25', 'PHP')).toBe(150_025)
    expect(parseMajorAmount('0.1', 'USD')).toBe(10)
    expect(parseMajorAmount('1.005', 'BHD')).toBe(1_005)
    expect(parseMajorAmount('50000', 'VND')).toBe(50_000)
    expect(parseMajorAmount('1.500,5', 'PHP', ',')).toBe(150_050)
    expect(parseMajorAmount('0.5', 'VND')).toBeUndefined()
    expect(parseMajorAmount('1.234', 'PHP')).toBeUndefined()
    expect(parseMajorAmount('-5', 'PHP')).toBeUndefined()
    expect(parseMajorAmount('12abc', 'PHP')).toBeUndefined()
    expect(parseMajorAmount('', 'PHP')).toBeUndefined()
    expect(parseMajorAmount('99999999999999999999', 'PHP')).toBeUndefined()
  })
})
