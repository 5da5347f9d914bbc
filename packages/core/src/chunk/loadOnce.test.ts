import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce'

describe('loadOnce', () => {
  it('loads once for every use, including uses while it is loading', async () => {
    const load = vi.fn(async () => 'code')
    const use = loadOnce(load)
    expect(await Promise.all([use(), use()])).toEqual(['code', 'code'])
    expect(await use()).toBe('code')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('code')
    const use = loadOnce(load)
    await expect(use()).rejects.toThrow('Failed to fetch')
    expect(await use()).toBe('code')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
