import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it } from 'vitest'
import { clearSearchesAtom, forgetSearchAtom, recentSearchesAtom, rememberSearchAtom } from './recentSearches'

afterEach(() => localStorage.clear())

describe('recent searches', () => {
  it('keeps the newest eight, newest first, each once whatever its case', () => {
    const store = createStore()
    for (const text of ['koi', 'dragon', 'Bonanza', ' KOI ']) store.set(rememberSearchAtom, text)
    expect(store.get(recentSearchesAtom)).toEqual(['KOI', 'Bonanza', 'dragon'])
    for (let index = 0; index < 10; index++) store.set(rememberSearchAtom, `game ${index}`)
    expect(store.get(recentSearchesAtom)).toHaveLength(8)
    expect(store.get(recentSearchesAtom)[0]).toBe('game 9')
  })

  it("ignores empty words, forgets one or all, and keeps them in the device's storage", () => {
    const store = createStore()
    store.set(rememberSearchAtom, '   ')
    expect(store.get(recentSearchesAtom)).toEqual([])
    store.set(rememberSearchAtom, 'koi')
    store.set(rememberSearchAtom, 'lotus')
    expect(JSON.parse(localStorage.getItem('recentSearches') ?? 'null')).toEqual(['lotus', 'koi'])
    store.set(forgetSearchAtom, 'koi')
    expect(store.get(recentSearchesAtom)).toEqual(['lotus'])
    store.set(clearSearchesAtom)
    expect(store.get(recentSearchesAtom)).toEqual([])
    expect(JSON.parse(localStorage.getItem('recentSearches') ?? 'null')).toEqual([])
  })
})
