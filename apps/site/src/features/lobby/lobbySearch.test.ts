import { describe, expect, it } from 'vitest'
import { hasStrayParameters, queryFromSearch, searchFromQuery, validateLobbySearch } from './lobbySearch'

describe('the lobby address', () => {
  it('reads a shared view and leaves defaults out', () => {
    const search = validateLobbySearch({ q: 'dragon', provider: 'AURORA', sort: 'new', favourites: 1 })
    expect(queryFromSearch(search)).toEqual({
      search: 'dragon',
      provider: 'AURORA',
      sort: 'new',
      favourites: true,
    })
    expect(validateLobbySearch({ sort: 'popular', q: '  ' })).toEqual({
      q: undefined,
      provider: undefined,
      sort: undefined,
      favourites: undefined,
    })
  })

  it('keeps a number the router parsed as the words typed, and cuts a long search to 60 characters', () => {
    expect(validateLobbySearch({ q: 777 }).q).toBe('777')
    expect(validateLobbySearch({ q: 'x'.repeat(80) }).q).toHaveLength(60)
  })

  it('turns unknown sorts, malformed providers and other favourites values into the defaults', () => {
    const search = validateLobbySearch({ sort: 'cheapest', provider: '<script>', favourites: 'yes' })
    expect(queryFromSearch(search)).toEqual({ search: '', provider: '', sort: 'popular', favourites: false })
    expect(hasStrayParameters({ sort: 'cheapest' }, search)).toBe(true)
    expect(hasStrayParameters({ sort: 'new' }, validateLobbySearch({ sort: 'new' }))).toBe(false)
    expect(hasStrayParameters({ favourites: 1 }, validateLobbySearch({ favourites: 1 }))).toBe(false)
  })

  it('writes a query back as the address it came from', () => {
    const query = { search: 'koi', provider: '', sort: 'rtp' as const, favourites: false }
    expect(queryFromSearch(searchFromQuery(query))).toEqual(query)
    expect(searchFromQuery({ ...query, sort: 'popular' }).sort).toBeUndefined()
  })
})
