import type { StartupResponse } from '@lobbykit/contract/calls/startup'
import { inlineJson } from '@lobbykit/contract/inlineJson'
import { createApiClient } from '@lobbykit/core/api/client'
import { loadCms } from '@lobbykit/core/cms/loadCms'
import { sanitizeWith } from '@lobbykit/core/cms/sanitize'
import { createRuntime } from '@lobbykit/core/runtime'
import { loadSite } from '@lobbykit/core/startup/loadSite'
import { layoutAtom } from '@lobbykit/core/stores/layout'
import { createMemoryHistory } from '@tanstack/react-router'
import { createStore } from 'jotai/vanilla'
import { JSDOM } from 'jsdom'
import { prerender } from 'react-dom/static'
import { activateLanguage } from './i18n/activate'
import { createSiteRouter } from './router'
import { type DrawnPageData, pageAnswers, pageDataElementId, startPageData } from './shell/pageData'
import type { SiteRuntime } from './shell/runtime'
import { SiteApp } from './shell/SiteApp'
import { firstLanguage } from './startup/language'
import { createShell } from './startup/shell'
import { loadTemplate, themeClass } from './startup/theme'

/** What the API gives the server render of one page (docs/architecture.md#server-rendering). */
export interface PageRequest {
  /** The page's path and query. */
  url: string
  /** The page's origin (`https://host`): its host names the tenant. */
  origin: string
  /** The tenant's start-up answer, as the page inlines it. */
  startup: StartupResponse
  /** How the render's calls reach the API: the API's own handler, without a network hop. */
  fetch: typeof fetch
  /** The nonce of the page's script elements (docs/architecture.md#security-headers): the page's data carries it. */
  nonce?: string
}

export interface DrawnPage {
  /** For the head: what React hoists out of the page (preloads of the images it shows first). */
  head: string
  /** The page's markup, for inside `#root`. */
  root: string
  /** What follows `#root`: the data the page was drawn with, for the browser to start from. */
  after: string
  /** The colour theme's class, for `<html>`: the page wears its colours before any script runs. */
  htmlClass: string
}

// Tenant CMS bodies are sanitised here as in the browser: DOMPurify needs a window, which Node has not.
sanitizeWith(new JSDOM('').window)

/** Cookies written while drawing go nowhere: the browser writes its own once it runs. */
const noCookies = { cookie: '' }

/**
 * A stand-in for the browser window the shell keeps for later (timers for modals, the return path): neither is
 * used before the page is in a browser.
 */
const serverWindow = {
  setTimeout: () => 0,
  sessionStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
} as unknown as Window

/**
 * Draws one public page of a tenant as the browser's first render would (docs/architecture.md#server-rendering):
 * the same start-up, language, template and router, with every answer the page needs waited for and sent
 * along. Undefined when the tenant's site cannot open (maintenance, a theme not in the registry): the browser
 * shows that screen itself.
 *
 * lingui's active language is one for the whole process, so pages are drawn one at a time; everything else
 * (store, runtime, answers, router) is the request's own.
 */
export function renderPage(request: PageRequest): Promise<DrawnPage | undefined> {
  const drawn = queue.then(() => draw(request))
  queue = drawn.catch(() => undefined)
  return drawn
}

let queue: Promise<unknown> = Promise.resolve()

async function draw({ url, origin, startup, fetch, nonce }: PageRequest): Promise<DrawnPage | undefined> {
  const store = createStore()
  const domainName = new URL(origin).hostname
  const core = createRuntime({
    navigate: () => {},
    store,
    domainName,
    api: createApiClient({ fetch, baseUrl: origin }),
    log: () => {},
  })
  const loaded = await loadSite(core, noCookies, startup)
  const layout = store.get(layoutAtom)
  if (loaded.status !== 'ready' || !layout.site) return undefined
  const language = firstLanguage(new URL(url, origin).pathname, layout.language)
  await activateLanguage(language, { store, root: { lang: '' }, jar: noCookies, log: () => {} })
  const [templateModule, htmlClass] = await Promise.all([
    loadTemplate(loaded.template.id),
    themeClass(loaded.template.id, loaded.colour),
  ])
  const runtime: SiteRuntime = {
    ...core,
    site: { domain_name: domainName, external_id: layout.site.external_id },
  }
  startPageData(runtime, { server: true })
  const shell = createShell({
    site: layout.site,
    template: loaded.template,
    templateModule,
    tenantLanguage: layout.language,
    store,
    win: serverWindow,
  })
  const router = createSiteRouter({
    shell,
    runtime,
    history: createMemoryHistory({ initialEntries: [url] }),
    server: true,
  })
  await router.load()
  // Everything on the page reads the CMS pages from the store (the page's text, the footer's links): they are
  // in before anything is drawn, as they are in the browser when it hydrates.
  if (router.state.matches.some((match) => match.staticData?.cms)) await loadCms(runtime)
  const { prelude } = await prerender(<SiteApp runtime={runtime} router={router} />, {
    // Every part inline, in place: a part sent apart would need a script to show, and show nothing without one.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  const html = await new Response(prelude).text()
  // React writes the hoisted links first; inside #root they would not be part of the tree it hydrates.
  const hoisted = /^(?:<link[^>]*>)*/.exec(html)?.[0] ?? ''
  const { cms, cms_status } = store.get(layoutAtom)
  const data: DrawnPageData = { answers: pageAnswers(runtime), cms: cms ? { cms, cms_status } : null }
  // The one script element of the drawing: React's static prerender writes none of its own here (no bootstrap
  // scripts, every part in place), and the page's policy would refuse one without the nonce.
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : ''
  const after = `<script${nonceAttribute} id="${pageDataElementId}" type="application/json">${inlineJson(data)}</script>`
  return { head: hoisted, root: html.slice(hoisted.length), after, htmlClass }
}
