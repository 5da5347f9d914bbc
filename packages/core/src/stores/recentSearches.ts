import { maxGameSearchLength } from '@lobbykit/contract/lobby'
import { atom } from 'jotai/vanilla'
import { persistedAtom } from './persist'

/** How many recent searches a device keeps (docs/product.md#header-search). */
export const maxRecentSearches = 8

/**
 * The searches of the header search that found something, newest first. Kept in localStorage, which belongs to
 * the page's origin: each tenant's domain has its own list.
 */
export const recentSearchesAtom = persistedAtom(
  'recentSearches',
  [] as string[],
  (shapes) => shapes.recentSearchesSchema,
)

/** Puts a search first (once, whatever its case), keeping the newest eight. */
export const rememberSearchAtom = atom(null, (get, set, text: string) => {
  const search = text.trim().slice(0, maxGameSearchLength)
  if (!search) return
  const others = get(recentSearchesAtom).filter((entry) => entry.toLowerCase() !== search.toLowerCase())
  set(recentSearchesAtom, [search, ...others].slice(0, maxRecentSearches))
})

export const forgetSearchAtom = atom(null, (get, set, text: string) => {
  set(
    recentSearchesAtom,
    get(recentSearchesAtom).filter((entry) => entry !== text),
  )
})

export const clearSearchesAtom = atom(null, (_get, set) => set(recentSearchesAtom, []))
