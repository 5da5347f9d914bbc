import { describe, expect, it } from 'vitest'
import { formatCount, formatMoney } from './money'

describe('formatMoney', () => {
  it('shows minor units as the currency with two decimals', () => {
    expect(formatMoney(1_254_075, 'PHP')).toBe('₱12,540.75')
    expect(formatMoney(0, 'USD')).toBe('$0.00')
  })

  it("uses the currency's real minor unit: the dong has none, the dinar has three", () => {
    expect(formatMoney(50_000, 'VND')).toBe('₫50,000')
    expect(formatMoney(1_234, 'BHD')).toMatch(/^BHD\s1\.234$/)
  })

  it('puts an unknown code before the number instead of throwing', () => {
    expect(formatMoney(150, 'NOPE1')).toBe('NOPE1 1.50')
    expect(formatMoney(250, 'NOPE1')).toBe('NOPE1 2.50')
  })

  it('groups counts', () => {
    expect(formatCount(10000)).toBe('10,000')
  })
})
