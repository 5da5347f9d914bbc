import { currencyExponent } from '@lobbykit/contract'
import { describe, expect, it } from 'vitest'
import { stakeLimits } from './stakes'

describe('stakeLimits', () => {
  it('is 1.00 to 5,000.00 for hundredths currencies and 1,000 to 5,000,000 dong', () => {
    expect(stakeLimits('PHP')).toEqual({ min: 100, max: 500_000 })
    expect(stakeLimits('usd')).toEqual({ min: 100, max: 500_000 })
    expect(stakeLimits('VND')).toEqual({ min: 1000, max: 5_000_000 })
    expect(stakeLimits('IDR')).toEqual({ min: 100_000, max: 500_000_000 })
    expect(stakeLimits('JPY')).toEqual({ min: 10, max: 50_000 })
    expect(stakeLimits('KRW')).toEqual({ min: 100, max: 500_000 })
    expect(stakeLimits('BHD')).toEqual({ min: 1000, max: 5_000_000 })
    expect(stakeLimits('CLF')).toEqual({ min: 100, max: 500_000 })
  })

  it.each([
    'AED',
    'AUD',
    'BDT',
    'BIF',
    'BND',
    'BRL',
    'CAD',
    'CHF',
    'CLP',
    'CNY',
    'DJF',
    'EUR',
    'GBP',
    'GNF',
    'HKD',
    'INR',
    'IQD',
    'ISK',
    'JOD',
    'KHR',
    'KMF',
    'KWD',
    'LAK',
    'LKR',
    'LYD',
    'MMK',
    'MNT',
    'MOP',
    'MXN',
    'MYR',
    'NPR',
    'NZD',
    'OMR',
    'PKR',
    'PYG',
    'RUB',
    'RWF',
    'SAR',
    'SGD',
    'THB',
    'TND',
    'TRY',
    'TWD',
    'UGX',
    'USDT',
    'UYI',
    'UYW',
    'VUV',
    'XAF',
    'XOF',
    'XPF',
    'ZAR',
  ])('%s: whole minor units, the maximum 5,000 times the minimum', (currency) => {
    const { min, max } = stakeLimits(currency)
    expect(Number.isSafeInteger(min) && min >= 1).toBe(true)
    expect(max).toBe(min * 5000)
    // Never below one major unit's hundredth: no stake of a fraction of a cent.
    expect(min).toBeGreaterThanOrEqual(10 ** currencyExponent(currency) / 100)
  })
})
