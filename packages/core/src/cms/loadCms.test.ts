import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { initialLayout, layoutAtom } from '../stores/layout'
import { fakeApi, json } from '../testing/fakeApi'
import { loadCms } from './loadCms'

const answer = {
  ...callExamples.siteInfoDetail.response,
  cms: {
    ...callExamples.siteInfoDetail.response.cms,
    faqs_status: true,
    en_faqs: '<p>Ask us<img src=x onerror="steal()"></p>',
  },
}

function setup(respond: () => Response = () => json(answer)) {
  const store = createStore()
  store.set(layoutAtom, { ...initialLayout, site: callExamples.startup.response.site })
  const api = fakeApi(respond)
  const handleError = vi.fn(() => 'logged' as const)
  return { store, api, handleError, ctx: { store, api: api.client, domainName: 'localhost', handleError } }
}

describe('loading the CMS pages', () => {
  it('stores them sanitised, and says whether any page is published', async () => {
    const { store, ctx } = setup()
    expect(await loadCms(ctx)).toBe(true)
    const { cms, cms_status } = store.get(layoutAtom)
    expect(cms?.en_faqs).toBe('<p>Ask us<img src="x"></p>')
    expect(cms_status).toBe(true)
  })

  it('asks the server once: callers at the same time share the answer, later callers read the store', async () => {
    const { api, ctx } = setup()
    expect(await Promise.all([loadCms(ctx), loadCms(ctx)])).toEqual([true, true])
    expect(await loadCms(ctx)).toBe(true)
    expect(api.requests.map((request) => request.path)).toEqual(['/api/settings/siteinfodetail'])
  })

  it('passes a failure to the error handler, keeps the store, and tries again next time', async () => {
    let up = false
    const { store, api, ctx, handleError } = setup(() => {
      if (!up) throw new TypeError('Failed to fetch')
      return json(answer)
    })
    expect(await loadCms(ctx)).toBe(false)
    expect(handleError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: -503 }))
    expect(store.get(layoutAtom).cms).toBeNull()
    up = true
    expect(await loadCms(ctx)).toBe(true)
    expect(api.requests).toHaveLength(2)
  })
})
