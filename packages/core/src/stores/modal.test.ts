import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it } from 'vitest'
import { closeModalAtom, currentModalAtom, modalAtom, openModalAtom } from './modal'

afterEach(() => localStorage.clear())

describe('modal stack', () => {
  it('shows only the newest modal: opening one closes the current and pushes the new', () => {
    const store = createStore()
    store.set(openModalAtom, 'login')
    store.set(openModalAtom, 'forgotPassword')
    expect(store.get(currentModalAtom)).toBe('forgotPassword')
    expect(store.get(modalAtom).stack).toEqual(['login', 'forgotPassword'])
  })

  it('does not stack the same modal twice in a row', () => {
    const store = createStore()
    store.set(openModalAtom, 'login')
    store.set(openModalAtom, 'login')
    expect(store.get(modalAtom).stack).toEqual(['login'])
  })

  it('closing clears the stack and remembers the last modal', () => {
    const store = createStore()
    store.set(openModalAtom, 'login')
    store.set(openModalAtom, 'signin')
    store.set(closeModalAtom)
    expect(store.get(currentModalAtom)).toBeUndefined()
    expect(store.get(modalAtom)).toEqual({ stack: [], last: 'signin' })
    store.set(closeModalAtom)
    expect(store.get(modalAtom).last).toBe('signin')
  })

  it('is persisted, so a reloaded page opens the same modal', () => {
    createStore().set(openModalAtom, 'partners')
    expect(JSON.parse(localStorage.getItem('modal') ?? 'null')).toEqual({ stack: ['partners'], last: null })
  })
})
