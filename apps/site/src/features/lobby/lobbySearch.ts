import { defaultGameSort, type GameSort, gameSorts, maxGameSearchLength } from '@lobbykit/contract/lobby'
import type { LobbyQuery } from '@lobbykit/ui/template'

/**
 * A lobby's view in its address (docs/product.md#lobby): `q`, `provider`, `sort` and `favourites`, each left
 * out at its default, so `/slots` is the plain lobby and a shared link opens the same view.
 */
export interface LobbySearch {
  q?: string | undefined
  provider?: string | undefined
  sort?: GameSort | undefined
  favourites?: 1 | undefined
}

const providerCode = /^[A-Za-z0-9_-]{1,40}$/

/**
 * Reads the address's parameters as the router parsed them (a number stays a number: `?q=777`). Anything
 * unknown or malformed becomes undefined: the default, dropped from the address on the next change.
 */
export function validateLobbySearch(raw: Record<string, unknown>): LobbySearch {
  const q =
    typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).slice(0, maxGameSearchLength) : ''
  const provider =
    typeof raw.provider === 'string' && providerCode.test(raw.provider) ? raw.provider : undefined
  const sort = gameSorts.find((entry) => entry === raw.sort && entry !== defaultGameSort)
  const favourites = raw.favourites === 1 || raw.favourites === '1' || raw.favourites === true ? 1 : undefined
  return { q: q.trim() === '' ? undefined : q, provider, sort, favourites }
}

/** The query a lobby asks the server for, from its address. */
export function queryFromSearch(search: LobbySearch): LobbyQuery {
  return {
    search: search.q ?? '',
    provider: search.provider ?? '',
    sort: search.sort ?? defaultGameSort,
    favourites: search.favourites === 1,
  }
}

/** The address of a query: defaults left out. */
export function searchFromQuery(query: LobbyQuery): LobbySearch {
  return validateLobbySearch({
    q: query.search,
    provider: query.provider,
    sort: query.sort,
    favourites: query.favourites ? 1 : undefined,
  })
}

/** Whether the address holds anything the lobby did not understand (it is then rewritten without it). */
export function hasStrayParameters(raw: Record<string, unknown>, search: LobbySearch): boolean {
  const kept = Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined))
  const known = ['q', 'provider', 'sort', 'favourites']
  return known.some((key) => key in raw && String(raw[key]) !== String(kept[key]))
}
