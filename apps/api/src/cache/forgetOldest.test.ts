import { describe, expect, it } from 'vitest'
import { forgetOldest } from './forgetOldest'

describe('forgetOldest', () => {
  it('drops the entries set first until the map is within its limit, and nothing when it is', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ])
    forgetOldest(map, 4)
    expect([...map.keys()]).toEqual(['a', 'b', 'c', 'd'])
    forgetOldest(map, 2)
    expect([...map.keys()]).toEqual(['c', 'd'])
    forgetOldest(map, 0)
    expect(map.size).toBe(0)
  })
})
