import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { validatedStorage } from './persist'

const schema = z.object({ count: z.number() })

afterEach(() => localStorage.clear())

describe('validated storage', () => {
  it('reads back what it wrote', () => {
    const storage = validatedStorage(schema)
    storage.setItem('counter', { count: 3 })
    expect(localStorage.getItem('counter')).toBe('{"count":3}')
    expect(storage.getItem('counter', { count: 0 })).toEqual({ count: 3 })
  })

  it('gives back the same value while the stored text is unchanged, so readers do not render again', () => {
    const storage = validatedStorage(schema)
    const written = { count: 3 }
    storage.setItem('counter', written)
    expect(storage.getItem('counter', { count: 0 })).toBe(written)
    localStorage.setItem('counter', '{"count":4}')
    const read = storage.getItem('counter', { count: 0 })
    expect(read).toEqual({ count: 4 })
    expect(storage.getItem('counter', { count: 0 })).toBe(read)
    const initial = { count: 0 }
    storage.removeItem('counter')
    expect(storage.getItem('counter', initial)).toBe(initial)
  })

  it('falls back to the initial value for invalid JSON or a value of the wrong shape', () => {
    const storage = validatedStorage(schema)
    localStorage.setItem('counter', '{"count":"three"}')
    expect(storage.getItem('counter', { count: 0 })).toEqual({ count: 0 })
    localStorage.setItem('counter', '{broken')
    expect(storage.getItem('counter', { count: 0 })).toEqual({ count: 0 })
  })

  it('validates values other tabs write', () => {
    const storage = validatedStorage(schema)
    const seen: unknown[] = []
    const unsubscribe = storage.subscribe?.('counter', (value) => seen.push(value), { count: 0 })
    const send = (newValue: string | null) =>
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'counter', newValue, storageArea: localStorage }),
      )
    send('{"count":7}')
    send('{"count":false}')
    send(null)
    unsubscribe?.()
    send('{"count":9}')
    expect(seen).toEqual([{ count: 7 }, { count: 0 }, { count: 0 }])
  })

  it('keeps working when storage is unavailable or refuses writes', () => {
    const missing = validatedStorage(schema, () => undefined)
    expect(missing.getItem('counter', { count: 1 })).toEqual({ count: 1 })
    const full = validatedStorage(schema, () => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }))
    expect(() => full.setItem('counter', { count: 2 })).not.toThrow()
    expect(() => full.removeItem('counter')).not.toThrow()
  })
})
