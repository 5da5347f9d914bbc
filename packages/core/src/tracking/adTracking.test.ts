import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, json } from '../testing/fakeApi'
import { adTrackingFields, captureAppsflyerId, trackAdVisit } from './adTracking'

afterEach(() => localStorage.clear())

describe('ad tracking', () => {
  it('keeps the appsflyer_id of the landing URL in local storage for later pages', () => {
    expect(captureAppsflyerId('?appsflyer_id=af-123&x=1')).toBe('af-123')
    expect(localStorage.getItem('appsflyer_id')).toBe('af-123')
    expect(captureAppsflyerId('')).toBe('af-123')
    expect(captureAppsflyerId('?appsflyer_id=af-456')).toBe('af-456')
  })

  it('returns nothing without an id, and the URL id when storage is blocked', () => {
    expect(captureAppsflyerId('?other=1')).toBe('')
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(captureAppsflyerId('?appsflyer_id=af-9', blocked)).toBe('af-9')
    expect(adTrackingFields({ cookie: '' }, blocked)).toEqual({ fbp: '', appsflyer_id: '' })
  })

  it('reads the _fbp cookie and the kept appsflyer id', () => {
    localStorage.setItem('appsflyer_id', 'af-1')
    expect(adTrackingFields({ cookie: 'a=1; _fbp=fb.1.1700000000.123' })).toEqual({
      fbp: 'fb.1.1700000000.123',
      appsflyer_id: 'af-1',
    })
  })

  it('sends the visit with both ids, and passes a failure to the global error handler', async () => {
    const handleError = vi.fn()
    const api = fakeApi(() => json({ statusCode: 1, message: 'OK', visit_id: 7 }))
    const ctx = { store: createStore(), api: api.client, domainName: 'localhost', handleError }
    localStorage.setItem('appsflyer_id', 'af-1')
    expect(await trackAdVisit(ctx, { cookie: '_fbp=fb.1.2' })).toBe(true)
    expect(api.requests[0]).toMatchObject({
      path: '/api/settings/adsvisit',
      body: { domain_name: 'localhost', external_id: '', fbp: 'fb.1.2', appsflyer_id: 'af-1' },
    })
    expect(handleError).not.toHaveBeenCalled()
    const down = fakeApi(() => {
      throw new TypeError('Failed to fetch')
    })
    await trackAdVisit({ ...ctx, api: down.client }, { cookie: '_fbp=fb.1.2' })
    expect(handleError).toHaveBeenCalledWith(
      expect.objectContaining({ statusCode: 0, statusMessage: 'disconnect' }),
    )
  })

  it('sends nothing for a visitor without ad ids', async () => {
    const api = fakeApi(() => json({}))
    const ctx = { store: createStore(), api: api.client, domainName: 'localhost', handleError: vi.fn() }
    expect(await trackAdVisit(ctx, { cookie: '' })).toBe(false)
    expect(api.fetch).not.toHaveBeenCalled()
  })
})
