import { describe, expect, it } from 'vitest'
import { formatDuration } from './duration'

describe('formatDuration', () => {
  it('says hours and minutes in the page language', () => {
    expect(formatDuration(85 * 60_000, 'en')).toBe('1 hour, 25 minutes')
    expect(formatDuration(30 * 60_000 + 59_000, 'en')).toBe('30 minutes')
    expect(formatDuration(2 * 3_600_000, 'en')).toBe('2 hours')
    expect(formatDuration(0, 'en')).toBe('0 minutes')
    expect(formatDuration(61 * 60_000, 'es')).toMatch(/1 hora.*1 minuto/)
  })
})
