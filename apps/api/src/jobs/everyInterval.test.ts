import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Logger } from '../logging/logger'
import { everyInterval } from './everyInterval'

afterEach(() => {
  vi.useRealTimers()
})

describe('a periodic job', () => {
  it('never overlaps itself, logs a failed run and carries on, and stops when told', async () => {
    vi.useFakeTimers()
    const logger = { error: vi.fn() }
    let finish: () => void = () => {}
    let runs = 0
    const job = vi.fn(() => {
      runs++
      if (runs === 2) return Promise.reject(new Error('database away'))
      return new Promise<void>((resolve) => {
        finish = resolve
      })
    })
    const { stop } = everyInterval(job, {
      intervalMs: 1_000,
      logger: logger as unknown as Logger,
      failure: 'the job failed',
    })
    await vi.advanceTimersByTimeAsync(3_000)
    // The first run is still going: the two turns after it were skipped.
    expect(job).toHaveBeenCalledTimes(1)
    finish()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(job).toHaveBeenCalledTimes(2)
    expect(logger.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'the job failed')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(job).toHaveBeenCalledTimes(3)
    stop()
    finish()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(job).toHaveBeenCalledTimes(3)
  })
})
