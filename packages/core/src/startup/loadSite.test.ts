import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it } from 'vitest'
import { initialLayout, layoutAtom } from '../stores/layout'
import { fakeApi, json } from '../testing/fakeApi'
import { loadSite } from './loadSite'

const example = callExamples.startup.response

function cookieJar() {
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return ''
    },
    set cookie(value: string) {
      writes.push(value)
    },
  }
}

function setup(answer: () => Response) {
  const store = createStore()
  const api = fakeApi(answer)
  // A previous visit left a working layout in the persisted store.
  store.set(layoutAtom, {
    ...initialLayout,
    site: example.site,
    template: 'template1',
    show_preloader: false,
  })
  return { store, api, ctx: { store, api: api.client, domainName: 'www.lucky.example.com' } }
}

afterEach(() => localStorage.clear())

describe('start-up', () => {
  it('asks for this host name and stores a ready site with its template and filtered menus', async () => {
    const response = {
      ...example,
      content: {
        menu: example.content.menu,
        game_menu: [
          { content_id: 5, name: 'Slots', category: 'slot_game', slug: 'slots', children: [] },
          { content_id: 6, name: 'Live', category: 'casino', slug: 'livecasino', children: [] },
          { content_id: 7, name: 'Hot', category: 'hot', slug: '', children: [] },
        ],
      },
    }
    const { store, api, ctx } = setup(() => json(response))
    const jar = cookieJar()
    const result = await loadSite(ctx, jar)
    expect(api.requests[0]).toMatchObject({
      path: '/api/startup',
      body: { domain_name: 'www.lucky.example.com' },
    })
    expect(result).toMatchObject({ status: 'ready', template: { id: 'template1' }, colour: 'midnight-gold' })
    const layout = store.get(layoutAtom)
    expect(layout).toMatchObject({
      message: '',
      template: 'template1',
      site: example.site,
      language: 'EN',
      live_chat: example.live_chat,
      aff_domain: example.aff_domain,
      show_preloader: false,
    })
    expect(layout.content.game_menu.map((item) => item.category)).toEqual(['slot_game', 'hot'])
    expect(jar.writes).toEqual(['clientDomain=example.com; Path=/; SameSite=Lax; Secure'])
  })

  it('starts from the answer the server sent with the page, without asking for it', async () => {
    const { store, api, ctx } = setup(() => json(example))
    const result = await loadSite(ctx, cookieJar(), {
      ...example,
      site: { ...example.site, site_name: 'Inlined' },
    })
    expect(api.requests).toEqual([])
    expect(result).toMatchObject({ status: 'ready', template: { id: 'template1' } })
    expect(store.get(layoutAtom).site?.site_name).toBe('Inlined')
  })

  it('shows only maintenance when maintenance is on', async () => {
    const maintenance = {
      is_maintenance: true,
      start_date: '2026-11-21T20:00:00Z',
      end_date: '2026-11-21T22:00:00Z',
    }
    const { store, ctx } = setup(() =>
      json({ ...example, maintenance, site: { ...example.site, theme_code: 'x' } }),
    )
    expect(await loadSite(ctx, cookieJar())).toEqual({ status: 'maintenance', theme: null })
    expect(store.get(layoutAtom)).toMatchObject({ maintenance, template: null, message: '' })
  })

  it("hands the maintenance screen the tenant's valid theme", async () => {
    const maintenance = { is_maintenance: true, start_date: '', end_date: '' }
    const { ctx } = setup(() => json({ ...example, maintenance }))
    const loaded = await loadSite(ctx, cookieJar())
    expect(loaded).toMatchObject({
      status: 'maintenance',
      theme: { template: { code: example.site.theme_code }, colour: example.site.theme_color },
    })
  })

  it("rejects an unknown theme_code with 'Invalid theme code' and resets the store", async () => {
    const { store, ctx } = setup(() =>
      json({ ...example, site: { ...example.site, theme_code: 'casino99' } }),
    )
    expect(await loadSite(ctx, cookieJar())).toEqual({ status: 'failed', message: 'Invalid theme code' })
    expect(store.get(layoutAtom)).toEqual({
      ...initialLayout,
      message: 'Invalid theme code',
      show_preloader: false,
    })
  })

  it("rejects a colour the code does not allow with 'Invalid theme color' and resets the store", async () => {
    const { store, ctx } = setup(() =>
      json({ ...example, site: { ...example.site, theme_color: 'jade-palace' } }),
    )
    expect(await loadSite(ctx, cookieJar())).toEqual({ status: 'failed', message: 'Invalid theme color' })
    expect(store.get(layoutAtom).site).toBeNull()
    expect(store.get(layoutAtom).template).toBeNull()
  })

  it("keeps the server's message of any other failure and resets the store", async () => {
    const { store, ctx } = setup(() => json({ statusCode: 0, message: 'Site expired' }))
    expect(await loadSite(ctx, cookieJar())).toEqual({ status: 'failed', message: 'Site expired' })
    expect(store.get(layoutAtom)).toMatchObject({ site: null, message: 'Site expired' })
  })

  it('names an unreachable server internalServerError, with maintenance off', async () => {
    const { store, ctx } = setup(() => {
      throw new TypeError('Failed to fetch')
    })
    expect(await loadSite(ctx, cookieJar())).toEqual({ status: 'failed', message: 'internalServerError' })
    expect(store.get(layoutAtom).maintenance.is_maintenance).toBe(false)
  })
})
