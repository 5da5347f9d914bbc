import { createStore } from 'jotai/vanilla'
import { describe, expect, it } from 'vitest'
import { dismissToastAtom, showToastAtom, toastsAtom } from './feedback'

describe('toasts', () => {
  it('adds toasts with distinct ids and dismisses one by id', () => {
    const store = createStore()
    const toast = { tone: 'error', title: 'Error', durationMs: 3000, position: 'bottom-right' } as const
    const first = store.set(showToastAtom, toast)
    const second = store.set(showToastAtom, { ...toast, title: 'Second' })
    expect(first).not.toBe(second)
    expect(store.get(toastsAtom).map((t) => t.title)).toEqual(['Error', 'Second'])
    store.set(dismissToastAtom, first)
    expect(store.get(toastsAtom)).toEqual([{ ...toast, title: 'Second', id: second }])
  })
})
