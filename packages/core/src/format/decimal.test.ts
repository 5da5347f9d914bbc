import { describe, expect, it } from 'vitest'
import { formatDecimal } from './decimal'

describe('decimal display', () => {
  it('shows zero and missing values as empty', () => {
    for (const value of [0, -0, '0', '0.000', '', null, undefined, Number.NaN, 'abc']) {
      expect(formatDecimal(value)).toBe('')
    }
  })

  it('cuts decimals to 3 by default and 4 when asked, without rounding up', () => {
    expect(formatDecimal(12.34567)).toBe('12.345')
    expect(formatDecimal(12.34567, 4)).toBe('12.3456')
    expect(formatDecimal('99.9999')).toBe('99.999')
    expect(formatDecimal(-1.23456)).toBe('-1.234')
  })

  it('keeps shorter decimals as they are and drops trailing zeros', () => {
    expect(formatDecimal(1.5)).toBe('1.5')
    expect(formatDecimal('100.500')).toBe('100.5')
    expect(formatDecimal(250)).toBe('250')
  })

  it('shows a value that rounds down to nothing as empty and handles tiny numbers', () => {
    expect(formatDecimal(0.0001)).toBe('')
    expect(formatDecimal(0.0001, 4)).toBe('0.0001')
    expect(formatDecimal(1e-7, 4)).toBe('')
  })
})
