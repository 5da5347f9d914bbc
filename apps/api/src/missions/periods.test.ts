import { describe, expect, it } from 'vitest'
import { periodWindow } from './periods'

describe('periodWindow', () => {
  it('runs a daily mission from UTC midnight to the next', () => {
    const window = periodWindow('daily', new Date('2026-11-28T23:59:59.999Z'))
    expect(window.start.toISOString()).toBe('2026-11-28T00:00:00.000Z')
    expect(window.end.toISOString()).toBe('2026-11-29T00:00:00.000Z')
  })

  it('runs a weekly mission from Monday, whatever day it is asked on', () => {
    for (const asked of [
      '2026-11-23T00:00:00.000Z',
      '2026-11-26T12:00:00.000Z',
      '2026-11-29T23:59:59.000Z',
    ]) {
      const window = periodWindow('weekly', new Date(asked))
      expect(window.start.toISOString(), asked).toBe('2026-11-23T00:00:00.000Z')
      expect(window.end.toISOString(), asked).toBe('2026-11-30T00:00:00.000Z')
    }
  })
})
