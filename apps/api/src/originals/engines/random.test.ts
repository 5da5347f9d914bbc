import { describe, expect, it } from 'vitest'
import { cryptoRandom, hmacRandom, seededRandom } from './random'

describe('random', () => {
  it('repeats a seeded sequence exactly, and differs for another seed', () => {
    const first = seededRandom(7)
    const again = seededRandom('7')
    const other = seededRandom(8)
    const a = Array.from({ length: 20 }, () => first.next())
    expect(Array.from({ length: 20 }, () => again.next())).toEqual(a)
    expect(Array.from({ length: 20 }, () => other.next())).not.toEqual(a)
    expect(hmacRandom('secret', 'x').next()).toBe(hmacRandom('secret', 'x').next())
    expect(hmacRandom('secret', 'x').next()).not.toBe(hmacRandom('other', 'x').next())
  })

  it.each([
    ['seeded', seededRandom(1)],
    ['crypto', cryptoRandom()],
  ])('%s: next is in [0, 1) and int(n) covers 0..n-1 evenly', (_name, random) => {
    const counts = Array<number>(7).fill(0)
    for (let i = 0; i < 70_000; i++) {
      const value = random.next()
      expect(value >= 0 && value < 1).toBe(true)
      const index = random.int(7)
      counts[index] = counts[index]! + 1
    }
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500)
    expect(random.int(1)).toBe(0)
    const large = random.int(2 ** 40)
    expect(Number.isInteger(large) && large >= 0 && large < 2 ** 40).toBe(true)
    expect(() => random.int(0)).toThrow(RangeError)
    expect(() => random.int(2.5)).toThrow(RangeError)
  })
})
