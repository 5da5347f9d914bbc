import { describe, expect, it } from 'vitest'
import { betWins, colourOf, standardRed, wheelOrder } from './wheel'

describe('the European wheel', () => {
  it('has every number 0 to 36 once, in real wheel order, alternating red and black after zero', () => {
    expect([...wheelOrder].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n))
    expect(wheelOrder.slice(0, 5)).toEqual([0, 32, 15, 19, 4])
    const colours = wheelOrder.slice(1).map((n) => colourOf(n, standardRed))
    expect(colours).toEqual(colours.map((_, i) => (i % 2 === 0 ? 'red' : 'black')))
  })

  it('pays the groups a player expects, and zero loses every outside bet', () => {
    expect(betWins('column', 1, 34, standardRed)).toBe(true)
    expect(betWins('dozen', 3, 25, standardRed)).toBe(true)
    expect(betWins('black', 0, 17, standardRed)).toBe(true)
    expect(betWins('even', 0, 0, standardRed)).toBe(false)
    expect(betWins('straight', 0, 0, standardRed)).toBe(true)
  })
})
