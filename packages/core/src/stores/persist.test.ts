import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { validatedStorage } from './persist'

const schema = z.object({ count: z.number() })
const counter = (getStringStorage?: Parameters<typeof validatedStorage>[1]) =>
  validatedStorage(() => schema, getStringStorage)

afterEach(() => localStorage.clear())

describe('before the stored values are checked', () => {
  /** This module as a page's first script finds it: no schema loaded yet (the test setup loads them). */
  async function freshPersist() {
    vi.resetModules()
    return import('./persist')
  }
  const stored = (texts: Record<string, string>) => () => ({
    getItem: (key: string) => texts[key] ?? null,
    setItem: () => {},
    removeItem: () => {},
  })

  it('reads a stored value as the initial one until the schemas have loaded, then as stored', async () => {
    const fresh = await freshPersist()
    const storage = fresh.validatedStorage(() => schema, stored({ counter: '{"count":6}' }))
    expect(storage.getItem('counter', { count: 0 })).toEqual({ count: 0 })
    await fresh.loadStoredShapes()
    expect(storage.getItem('counter', { count: 0 })).toEqual({ count: 6 })
  })

  it('reads back what it wrote before any schema has loaded, as a first visit does', async () => {
    const fresh = await freshPersist()
    const texts: Record<string, string> = {}
    const storage = fresh.validatedStorage(
      () => schema,
      () => ({
        getItem: (key: string) => texts[key] ?? null,
        setItem: (key: string, text: string) => {
          texts[key] = text
        },
        removeItem: () => {},
      }),
    )
    const written = { count: 4 }
    storage.setItem('counter', written)
    expect(storage.getItem('counter', { count: 0 })).toBe(written)
  })

  it('gives a store made before the schemas loaded its stored value once they have (restoreStoredValues)', async () => {
    const fresh = await freshPersist()
    localStorage.setItem('modal', '{"stack":["login"],"last":null}')
    const modal = fresh.persistedAtom(
      'modal',
      { stack: [] as string[], last: null as string | null },
      (shapes) => shapes.modalStateSchema,
    )
    const store = createStore()
    expect(store.get(modal)).toEqual({ stack: [], last: null })
    await fresh.prepareStoredValues()
    const restored = createStore()
    fresh.restoreStoredValues(restored)
    expect(restored.get(modal)).toEqual({ stack: ['login'], last: null })
  })

  it('loads the schemas only when one of the stores has a value stored: a first visit downloads none', async () => {
    const fresh = await freshPersist()
    const other = fresh.validatedStorage(() => schema, stored({ counter: '{"count":2}' }))
    expect(await fresh.prepareStoredValues(stored({ counter: '{"count":2}' }))).toBe(false)
    // Nothing under a store's key: nothing loaded, so the stored counter reads as its initial value.
    expect(other.getItem('counter', { count: 0 })).toEqual({ count: 0 })
    expect(await fresh.prepareStoredValues(stored({ user: '{}' }))).toBe(true)
    expect(other.getItem('counter', { count: 0 })).toEqual({ count: 2 })
  })
})

describe('validated storage', () => {
  it('reads back what it wrote', () => {
    const storage = counter()
    storage.setItem('counter', { count: 3 })
    expect(localStorage.getItem('counter')).toBe('{"count":3}')
    expect(storage.getItem('counter', { count: 0 })).toEqual({ count: 3 })
  })

  it('gives back the same value while the stored text is unchanged, so readers do not render again', () => {
    const storage = counter()
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
    const storage = counter()
    localStorage.setItem('counter', '{"count":"three"}')
    expect(storage.getItem('counter', { count: 0 })).toEqual({ count: 0 })
    localStorage.setItem('counter', '{broken')
    expect(storage.getItem('counter', { count: 0 })).toEqual({ count: 0 })
  })

  it('validates values other tabs write', () => {
    const storage = counter()
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
    const missing = counter(() => undefined)
    expect(missing.getItem('counter', { count: 1 })).toEqual({ count: 1 })
    const full = counter(() => ({
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

describe('where storage is blocked', () => {
  it('keeps what the page wrote when jotai reads the key again on subscribe (the layout of a framed site)', async () => {
    const { atomWithStorage } = await import('jotai/vanilla/utils')
    const layout = atomWithStorage(
      'counter',
      { count: 0 },
      counter(() => undefined),
      { getOnInit: true },
    )
    const store = createStore()
    store.set(layout, { count: 3 })
    // A component subscribing mounts the atom, and jotai reads the storage again.
    const unsubscribe = store.sub(layout, () => {})
    expect(store.get(layout)).toEqual({ count: 3 })
    unsubscribe()
  })

  it('keeps it where a write throws (a full storage), and forgets it when removed', () => {
    const storage = counter(() => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {},
    }))
    storage.setItem('counter', { count: 4 })
    expect(storage.getItem('counter', { count: 0 })).toEqual({ count: 4 })
    storage.removeItem('counter')
    expect(storage.getItem('counter', { count: 0 })).toEqual({ count: 0 })
  })
})
