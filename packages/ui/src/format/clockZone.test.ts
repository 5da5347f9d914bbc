import { describe, expect, it } from 'vitest'
import { compareIsoTimes } from './clockZone'

describe('compareIsoTimes', () => {
  it('orders UTC times earliest first, whatever their dates', () => {
    const times = ['2026-11-26T10:00:00.000Z', '2025-12-31T23:59:59.999Z', '2026-11-26T09:59:59.000Z']
    expect([...times].sort(compareIsoTimes)).toEqual([
      '2025-12-31T23:59:59.999Z',
      '2026-11-26T09:59:59.000Z',
      '2026-11-26T10:00:00.000Z',
    ])
    expect(compareIsoTimes(times[0] ?? '', times[0] ?? '')).toBe(0)
  })
})
