import { describe, expect, it } from 'vitest'
import { matchesWords, narrowsSearch, normaliseSearchText, searchHaystack, searchWords } from './gameSearch'

describe('normaliseSearchText and searchWords', () => {
  it('lower-cases, strips accents and squeezes white space', () => {
    expect(normaliseSearchText('  Crème   Brûlée\tÉTOILE ')).toBe('creme brulee etoile')
    expect(normaliseSearchText('Piñata Ñandú')).toBe('pinata nandu')
    expect(normaliseSearchText('Tiếng Việt')).toBe('tieng viet')
  })

  it('splits a search into its words, without blanks, repeats or words inside other words', () => {
    expect(searchWords('  Pragmatic   BONANZA ')).toEqual(['pragmatic', 'bonanza'])
    expect(searchWords('gold golden GOLD')).toEqual(['golden'])
    expect(searchWords('   ')).toEqual([])
    expect(searchWords(undefined)).toEqual([])
    expect(searchWords('50% _x')).toEqual(['50%', '_x'])
  })
})

describe('matchesWords', () => {
  it("needs every word somewhere in the game's or its provider's name", () => {
    const haystack = searchHaystack('Sweet Bonanza', 'Pragma Play')
    expect(matchesWords(haystack, searchWords('bonanza PRAGMA'))).toBe(true)
    expect(matchesWords(haystack, searchWords('swe'))).toBe(true)
    expect(matchesWords(haystack, searchWords('bonanza aurora'))).toBe(false)
  })
})

describe('narrowsSearch', () => {
  it('says typing on only narrows a search', () => {
    expect(narrowsSearch('', 'g')).toBe(true)
    expect(narrowsSearch('g', 'go')).toBe(true)
    expect(narrowsSearch('golden', 'golden dr')).toBe(true)
    expect(narrowsSearch('dragon koi', 'dragon koi ')).toBe(true)
    expect(narrowsSearch('go', 'GOLD')).toBe(true)
  })

  it('says a deleted or changed letter may find games the search before did not', () => {
    expect(narrowsSearch('gold', 'gol')).toBe(false)
    expect(narrowsSearch('gold', 'bold')).toBe(false)
    expect(narrowsSearch('golden dragon', 'golden')).toBe(false)
    expect(narrowsSearch('g', '')).toBe(false)
  })
})
