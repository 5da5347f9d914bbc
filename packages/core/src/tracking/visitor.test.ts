import { describe, expect, it } from 'vitest'
import { affiliateCodeFor, visitorId } from './visitor'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('visitor id', () => {
  it('is made once per browser and kept', () => {
    const storage = memoryStorage()
    const first = visitorId(storage)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(visitorId(storage)).toBe(first)
  })

  it('replaces a kept value that is not an id', () => {
    const storage = memoryStorage()
    storage.setItem('visitor_id', '<script>')
    expect(visitorId(storage, () => 'fresh-id-123')).toBe('fresh-id-123')
  })
})

describe('affiliate code', () => {
  it('is the affiliate domain the site is served on', () => {
    expect(affiliateCodeFor('AFF.slot2.localhost', ['aff.slot2.localhost'])).toBe('aff.slot2.localhost')
    expect(affiliateCodeFor('slot2.localhost', ['aff.slot2.localhost'])).toBeUndefined()
    expect(affiliateCodeFor('aff.slot2.localhost', [])).toBeUndefined()
  })
})
