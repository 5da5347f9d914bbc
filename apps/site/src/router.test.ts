import type { Site } from '@lobbykit/contract/calls/startup'
import { templateByCode } from '@lobbykit/contract/registry'
import { sitePages as contractPages, templatePartOf } from '@lobbykit/contract/sitePages'
import type { TemplateModule } from '@lobbykit/ui/template'
import { createMemoryHistory } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { createSiteRouter, type SiteRouter, sitePages } from './router'
import type { Shell } from './shell/context'
import type { SiteRuntime } from './shell/runtime'
import { templatePartLoaders } from './shell/templateParts'

/** The site's real router on a memory history, for a tenant of `code` and a visitor or a signed-in player. */
function siteFor(code: string, signedIn: boolean) {
  const template = templateByCode(code)
  if (!template) throw new Error(code)
  const openModalAfter = vi.fn<Shell['openModalAfter']>()
  const rememberReturn = vi.fn<NonNullable<Shell['rememberReturn']>>()
  const preloads = { Home: vi.fn(async () => {}), Lobby: vi.fn(async () => {}) }
  const templateModule = {
    Home: Object.assign(() => null, { preload: preloads.Home }),
    Lobby: Object.assign(() => null, { preload: preloads.Lobby }),
  } as unknown as TemplateModule
  const shell: Shell = {
    site: {} as Site,
    template,
    templateModule,
    defaultLanguage: 'EN',
    isSignedIn: () => signedIn,
    activeLanguage: () => 'EN',
    activateLanguage: async () => {},
    openModalAfter,
    rememberReturn,
  }
  const runtime = { store: createStore() } as unknown as SiteRuntime
  const router = createSiteRouter({ shell, runtime, history: createMemoryHistory({ initialEntries: ['/'] }) })
  return { router, openModalAfter, rememberReturn, preloads }
}

/** Opens `href` as a player typing it would, and resolves to the path the router settles on. */
async function open(router: SiteRouter, href: string) {
  await router.load()
  await router.navigate({ href })
  await vi.waitFor(() => expect(router.state.status).toBe('idle'))
  return router.state.location.pathname.replace(/(.)\/$/, '$1')
}

describe('signed-in-only pages (_player)', () => {
  it('let a signed-in player in', async () => {
    const { router, openModalAfter } = siteFor('casino1', true)
    expect(await open(router, '/vi/deposit')).toBe('/vi/deposit')
    expect(openModalAfter).not.toHaveBeenCalled()
  })

  it.each([
    ['', '/deposit', '/login'],
    ['/vi', '/vi/withdrawal', '/vi/login'],
  ])('send a visitor of most templates to the login route (prefix %j)', async (_prefix, from, to) => {
    const { router, openModalAfter } = siteFor('casino3', false)
    expect(await open(router, from)).toBe(to)
    expect(openModalAfter).not.toHaveBeenCalled()
  })

  it.each([
    ['slot2', 'login', '/php'],
    ['slot4', 'login', '/php'],
    ['sportsbook1', 'login', '/php'],
    ['slot5', 'signin', '/php'],
  ])(
    'send a %s visitor home and open the %s dialog 1 s later, keeping the prefix',
    async (code, modal, home) => {
      const { router, openModalAfter } = siteFor(code, false)
      expect(await open(router, '/php/deposit')).toBe(home)
      expect(openModalAfter).toHaveBeenCalledExactlyOnceWith(modal, 1000)
    },
  )

  it('send the visitor to the login route with the page they asked for (docs/product.md#return-after-login)', async () => {
    const { router } = siteFor('casino3', false)
    expect(await open(router, '/vi/withdrawal?from=menu')).toBe('/vi/login')
    expect(router.state.location.search).toEqual({ redirect: '/vi/withdrawal?from=menu' })
  })

  it('keep the page asked for when a dialog signs the visitor in instead', async () => {
    const { router, rememberReturn } = siteFor('slot2', false)
    await open(router, '/php/deposit')
    expect(rememberReturn).toHaveBeenCalledExactlyOnceWith('/php/deposit')
  })

  it('drop a redirect off the site from the login route', async () => {
    const { router } = siteFor('casino3', false)
    await open(router, '/login?redirect=%2F%2Fevil.example')
    // What the login page reads: the route's validated search.
    expect(router.state.matches.at(-1)?.search).toEqual({ redirect: undefined })
  })

  it('open no dialog when a link to one is only hovered (preloaded)', async () => {
    const { router, openModalAfter } = siteFor('slot2', false)
    await router.load()
    await router.preloadRoute({ to: '/{-$lang}/deposit', params: {} })
    expect(router.state.location.pathname).toBe('/')
    expect(openModalAfter).not.toHaveBeenCalled()
  })
})

describe('visitor-only pages (_visitor)', () => {
  it('send a signed-in player home, keeping the prefix', async () => {
    const { router } = siteFor('casino1', true)
    expect(await open(router, '/forgot-password')).toBe('/')
    expect(await open(router, '/vi/forgot-password')).toBe('/vi')
  })

  it('let a visitor in', async () => {
    const { router } = siteFor('slot2', false)
    expect(await open(router, '/ms/forgot-password')).toBe('/ms/forgot-password')
  })
})

describe('the root', () => {
  it.each([
    ['sportsbook1', '/vi', '/vi'],
    ['sportsbook2', '/', '/'],
    ['casino1', '/', '/'],
    ['slot2', '/vi', '/vi'],
  ])('of a %s tenant is its home page, whatever the template family: %s opens %s', async (code, from, to) => {
    const { router } = siteFor(code, false)
    expect(await open(router, from)).toBe(to)
  })
})

describe('pages without a guard', () => {
  it.each([
    ['a visitor', false],
    ['a signed-in player', true],
  ])('open for %s, the login page too', async (_who, signedIn) => {
    const { router, openModalAfter } = siteFor('slot2', signedIn)
    expect(await open(router, '/vi/login')).toBe('/vi/login')
    expect(await open(router, '/slots')).toBe('/slots')
    expect(openModalAfter).not.toHaveBeenCalled()
  })
})

describe('the route tree', () => {
  const { router } = siteFor('casino1', true)
  const pages = sitePages(router.routesById)

  it('names the SEO page of every page, each page its own', () => {
    const names = pages.map(({ route }) => route.options.staticData?.page)
    expect(names.filter((name) => !name)).toEqual([])
    expect(new Set(names).size).toBe(names.length)
    expect(pages.find((page) => page.path === '/')?.route.options.staticData?.page).toBe('home')
  })

  it("has exactly the contract's pages, each with its SEO page name and who may open it", () => {
    const access = (id: string) =>
      id.includes('/_player/') ? 'player' : id.includes('/_visitor/') ? 'visitor' : 'public'
    const tree = pages.map(({ path, route }) => ({
      path,
      page: route.options.staticData?.page,
      access: access(route.id),
    }))
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path)
    expect(tree.sort(byPath)).toEqual([...contractPages].sort(byPath))
  })

  it("gives the pages that show a part of the template that part's loader, and no other page one", () => {
    for (const page of contractPages) {
      const route = pages.find((entry) => entry.path === page.path)?.route
      const part = templatePartOf(page)
      expect(route?.options.loader, page.path).toBe(part ? templatePartLoaders[part] : undefined)
    }
  })

  it('keeps the URLs of the guarded pages free of the guard', () => {
    const paths = pages.map((page) => page.path)
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/deposit', '/minigame', '/forgot-password', '/login']),
    )
    expect(paths.filter((path) => path.includes('_'))).toEqual([])
  })
})

describe("the template's home and lobby (docs/architecture.md#first-visit-code)", () => {
  it('show only once their code has loaded, each loaded by the pages that show it', async () => {
    const { router, preloads } = siteFor('casino1', false)
    let arrive = () => {}
    preloads.Lobby.mockImplementation(() => new Promise<void>((resolve) => (arrive = resolve)))
    await router.load()
    expect(preloads.Home).toHaveBeenCalled()
    const opening = router.navigate({ href: '/vi/slots' })
    await vi.waitFor(() => expect(preloads.Lobby).toHaveBeenCalledOnce())
    expect(router.state.resolvedLocation?.pathname).not.toBe('/vi/slots')
    arrive()
    await opening
    expect(router.state.resolvedLocation?.pathname).toBe('/vi/slots')
    await router.navigate({ href: '/vi/about' })
    expect(router.state.resolvedLocation?.pathname).toBe('/vi/about')
    expect(preloads.Lobby).toHaveBeenCalledOnce()
  })
})
