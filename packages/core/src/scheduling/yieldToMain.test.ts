import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToMain } from './yieldToMain'

afterEach(() => vi.unstubAllGlobals())

describe('yieldToMain', () => {
  it('resumes in a later task, after work already queued', async () => {
    const order: string[] = []
    setTimeout(() => order.push('queued task'), 0)
    await yieldToMain()
    order.push('resumed')
    expect(order).toEqual(['queued task', 'resumed'])
  })

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldFn })
    await yieldToMain()
    expect(yieldFn).toHaveBeenCalledOnce()
  })
})
