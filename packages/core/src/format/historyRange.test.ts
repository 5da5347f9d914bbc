import { filterTimeSchema } from '@lobbykit/contract/calls/wallet'
import { describe, expect, it } from 'vitest'
import { dayOf, historyRange, localMidnightIso } from './historyRange'

describe('the date filter of the histories', () => {
  it('sends the start of the first day and of the day after the last, with the player offset', () => {
    const range = historyRange({ from: '2026-06-01', to: '2026-06-30' })
    expect(range?.date_from).toMatch(/^2026-06-01T00:00:00[+-]\d{2}:\d{2}$/)
    expect(range?.date_to).toMatch(/^2026-07-01T00:00:00[+-]\d{2}:\d{2}$/)
    expect(filterTimeSchema.safeParse(range?.date_from).success).toBe(true)
    expect(filterTimeSchema.safeParse(range?.date_to).success).toBe(true)
  })

  it('leaves out an empty end and refuses a backwards range or a day that does not exist', () => {
    expect(historyRange({ from: '', to: '' })).toEqual({})
    expect(historyRange({ from: '2026-06-01', to: '' })).toEqual({ date_from: expect.any(String) })
    expect(historyRange({ from: '2026-06-02', to: '2026-06-01' })).toBeUndefined()
    expect(historyRange({ from: '2026-02-30', to: '' })).toBeUndefined()
  })

  it('names a local day', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    expect(localMidnightIso(new Date(2026, 11, 31, 12))).toMatch(/^2026-12-31T00:00:00/)
  })
})
