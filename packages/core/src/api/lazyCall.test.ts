import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi, json } from '../testing/fakeApi'
import { virtualFixtures } from './games/virtualFixtures'
import { lazyCall } from './lazyCall'

describe('lazyCall', () => {
  it('loads the real call once, on first use, and answers as it would', async () => {
    const load = vi.fn(async () => virtualFixtures)
    const call = lazyCall({ path: 'originals/fixtures', offlineFailure: 'serviceUnavailable' }, load)
    expect(load).not.toHaveBeenCalled()
    const api = fakeApi(() => json(callExamples.virtualFixtures.response))
    const body = callExamples.virtualFixtures.request
    expect(await call(api.client, body)).toEqual({ ok: true, data: callExamples.virtualFixtures.response })
    await call(api.client, body)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('answers the synthetic result when its code cannot load, and tries again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    load.mockResolvedValueOnce(virtualFixtures)
    const call = lazyCall({ path: 'originals/fixtures', offlineFailure: 'serviceUnavailable' }, load)
    const api = fakeApi(() => json(callExamples.virtualFixtures.response))
    const first = await call(api.client, callExamples.virtualFixtures.request)
    expect(first).toMatchObject({
      ok: false,
      error: { statusCode: -503, statusMessage: 'serviceUnavailable' },
    })
    expect((await call(api.client, callExamples.virtualFixtures.request)).ok).toBe(true)
  })
})
