import { maxGameSearchLength } from '@lobbykit/contract/calls/product'
import { atom } from 'jotai/vanilla'
import { atomWithStorage } from 'jotai/vanilla/utils'
import * as z from 'zod/mini'
import { validatedStorage } from './persist'

/** How many recent searches a device keeps (docs/product.md#header-search). */
export const maxRecentSearches = 8

/**
 * The searches of the header search that found something, newest first. Kept in localStorage, which belongs to
 * the page's origin: each tenant's domain has its own list.
 */
export const recentSearchesAtom = atomWithStorage(
  'recentSearches',
  [] as string[],
  validatedStorage(z.array(z.string().check(z.maxLength(maxGameSearchLength)))),
  { getOnInit: true },
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
