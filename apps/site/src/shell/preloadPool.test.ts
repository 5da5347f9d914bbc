import { describe, expect, it } from 'vitest'
import { preloadAll } from './preloadPool'

describe('preloadAll', () => {
  it('never runs more than five preloads at once, and runs them all', async () => {
    let running = 0
    let peak = 0
    const done: number[] = []
    await preloadAll([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], async (n) => {
      running += 1
      peak = Math.max(peak, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running -= 1
      done.push(n)
    })
    expect(peak).toBe(5)
    expect(done.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })

  it('keeps going when a preload fails', async () => {
    const done: number[] = []
    await preloadAll([1, 2, 3], async (n) => {
      if (n === 2) throw new Error('chunk missing')
      done.push(n)
    })
    expect(done).toEqual([1, 3])
  })
})
