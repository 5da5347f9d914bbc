import { atom } from 'jotai/vanilla'
import { persistedAtom } from './persist'
import type { ModalState } from './storedShapes'

/**
 * docs/product.md#modal-stack: the modal stack. Opening a modal closes the current one and pushes the new one (the UI
 * shows only the top); closing clears the stack and remembers the last modal. Persisted, so a reload
 * shows the same modal.
 */
export type { ModalState } from './storedShapes'

export const initialModalState: ModalState = { stack: [], last: null }

export const modalAtom = persistedAtom('modal', initialModalState, (shapes) => shapes.modalStateSchema)

/** The modal on screen, or undefined. */
export const currentModalAtom = atom((get) => get(modalAtom).stack.at(-1))

export const openModalAtom = atom(null, (get, set, name: string) => {
  const { stack, last } = get(modalAtom)
  if (stack.at(-1) === name) return
  set(modalAtom, { stack: [...stack, name], last })
})

export const closeModalAtom = atom(null, (get, set) => {
  const { stack, last } = get(modalAtom)
  set(modalAtom, { stack: [], last: stack.at(-1) ?? last })
})
