import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initialLayout, layoutAtom } from '../stores/layout'
import { fakeApi, json } from '../testing/fakeApi'
import { loadAfterMount, shouldLoadLiveChat } from './afterMount'

const cms = {
  ...callExamples.siteInfoDetail.response.cms,
  about_us_status: true,
  en_about_us: '<p>About<script>steal()</script></p>',
}

const answers: Record<string, unknown> = {
  '/api/settings/social_account': callExamples.socialAccount.response,
  '/api/settings/siteinfodetail': { ...callExamples.siteInfoDetail.response, cms },
  '/api/settings/partners': callExamples.partners.response,
  '/api/settings/get_analytics': {
    statusCode: 1,
    message: 'OK',
    value: [
      { section: 'HEAD', script: '<script>document.documentElement.dataset.analyticsRan = "yes"</script>' },
    ],
  },
}

function setup(
  liveChat = { chat_id: 'chat-1', image_id: '', status: true },
  answer?: (path: string) => Response,
) {
  const store = createStore()
  store.set(layoutAtom, {
    ...initialLayout,
    site: callExamples.startup.response.site,
    live_chat: liveChat,
  })
  const api = fakeApi(answer ?? ((path) => json(answers[path])))
  const handleError = vi.fn((_failure: { statusCode?: number | null }) => 'logged' as const)
  const loadLiveChat = vi.fn()
  return {
    store,
    api,
    handleError,
    loadLiveChat,
    ctx: { store, api: api.client, domainName: 'localhost', handleError },
  }
}

afterEach(() => {
  localStorage.clear()
  document.head.innerHTML = ''
})

describe('after-mount loads', () => {
  it('stores social accounts, sanitised CMS, partners, runs analytics and starts the live chat', async () => {
    const { store, api, ctx, loadLiveChat, handleError } = setup()
    await loadAfterMount(ctx, { loadLiveChat })
    const site = { domain_name: 'localhost', external_id: callExamples.startup.response.site.external_id }
    expect(api.requests.find((r) => r.path === '/api/settings/partners')?.body).toEqual(site)
    expect(api.requests.find((r) => r.path === '/api/settings/get_analytics')?.body).toEqual({
      domain_name: 'localhost',
    })
    const layout = store.get(layoutAtom)
    expect(layout.accountList).toEqual(callExamples.socialAccount.response.accountList)
    expect(layout.cms?.en_about_us).toBe('<p>About</p>')
    expect(layout.cms_status).toBe(true)
    expect(layout.partners).toEqual(callExamples.partners.response.partners)
    expect(layout.showPartner).toBe(callExamples.partners.response.partners.length > 0)
    expect(document.documentElement.dataset.analyticsRan).toBe('yes')
    expect(loadLiveChat).toHaveBeenCalledWith({ chat_id: 'chat-1', image_id: '', status: true })
    expect(handleError).not.toHaveBeenCalled()
  })

  it('makes every layout change through the background runner it is given, and none outside it', async () => {
    const { store, ctx } = setup()
    let inside = false
    const changes: boolean[] = []
    store.sub(layoutAtom, () => changes.push(inside))
    const inBackground = vi.fn((apply: () => void) => {
      inside = true
      apply()
      inside = false
    })
    await loadAfterMount(ctx, { inBackground })
    // Social accounts, the CMS pages and partners.
    expect(inBackground).toHaveBeenCalledTimes(3)
    expect(changes).toEqual([true, true, true])
    expect(store.get(layoutAtom).cms?.en_about_us).toBe('<p>About</p>')
  })

  it('loads live chat only when its status is true and it has a chat_id', async () => {
    expect(shouldLoadLiveChat({ chat_id: '', image_id: '', status: true })).toBe(false)
    expect(shouldLoadLiveChat({ chat_id: 'c', image_id: '', status: false })).toBe(false)
    expect(shouldLoadLiveChat(null)).toBe(false)
    const { ctx, loadLiveChat } = setup({ chat_id: '', image_id: '', status: true })
    await loadAfterMount(ctx, { loadLiveChat })
    expect(loadLiveChat).not.toHaveBeenCalled()
  })

  it('passes each failure to the error handler and keeps the rest', async () => {
    const { store, ctx, handleError } = setup(undefined, () => {
      throw new TypeError('Failed to fetch')
    })
    await loadAfterMount(ctx)
    const failures = handleError.mock.calls.map(([failure]) => failure.statusCode)
    expect(failures.sort()).toEqual([-503, -503, 0, 0])
    expect(store.get(layoutAtom).site).toEqual(callExamples.startup.response.site)
  })

  it('asks for the CMS pages a returning visitor had stored, unless the page came drawn with them', async () => {
    const stale = { ...cms, en_about_us: '<p>Old about</p>' }
    const { store, ctx, api } = setup()
    store.set(layoutAtom, (layout) => ({ ...layout, cms: stale, cms_status: true }))
    await loadAfterMount(ctx)
    expect(store.get(layoutAtom).cms?.en_about_us).toBe('<p>About</p>')

    const drawn = setup()
    drawn.store.set(layoutAtom, (layout) => ({ ...layout, cms: stale, cms_status: true }))
    const element = document.createElement('script')
    element.id = 'lobbykit-page-data'
    element.type = 'application/json'
    element.textContent = JSON.stringify({ answers: {}, cms: { cms: stale, cms_status: true } })
    document.body.append(element)
    try {
      await loadAfterMount(drawn.ctx)
    } finally {
      element.remove()
    }
    expect(drawn.api.requests.some((request) => request.path === '/api/settings/siteinfodetail')).toBe(false)
    expect(drawn.store.get(layoutAtom).cms?.en_about_us).toBe('<p>Old about</p>')
    expect(api.requests.filter((request) => request.path === '/api/settings/siteinfodetail')).toHaveLength(1)
  })
})
