import { earlyClicksKey } from '@lobbykit/contract/drawnPage'
import { startBrowserWatchers } from '@lobbykit/core/browser'
import { createRuntime } from '@lobbykit/core/runtime'
import { yieldToMain } from '@lobbykit/core/scheduling/yieldToMain'
import { inlinedStartup } from '@lobbykit/core/startup/inlinedStartup'
import { loadSite } from '@lobbykit/core/startup/loadSite'
import { layoutAtom } from '@lobbykit/core/stores/layout'
import { prepareStoredValues, restoreStoredValues } from '@lobbykit/core/stores/persist'
import { isAuthenticatedAtom } from '@lobbykit/core/stores/user'
import { type ReactNode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { activateLanguage } from './i18n/activate'
import { createSiteRouter } from './router'
import { drawnPageData, startPageData } from './shell/pageData'
import type { SiteRuntime } from './shell/runtime'
import { SiteApp, SiteRoot } from './shell/SiteApp'
import { scheduleAfterMount } from './startup/afterMount'
import { firstLanguage } from './startup/language'
import { markSession } from './startup/sessionMark'
import { createShell } from './startup/shell'
import { applyTheme, fallbackTheme, loadTemplate } from './startup/theme'

declare const __BUILD_ID__: string

export type BootOutcome = 'ready' | 'maintenance' | 'failed'

/**
 * Starts the site (docs/product.md#start-up): the tenant's settings first, then the first page's language;
 * maintenance shows only the maintenance screen, a failure only the failure screen, each in the tenant's
 * theme when it is valid; otherwise the tenant's one template and one colour theme load together and the
 * router renders; the after-mount loads follow.
 */
export async function boot(element: HTMLElement, win: Window = window): Promise<BootOutcome> {
  // Evaluating the modules is one task already; each step of the start-up goes in a task of its own, so none
  // holds a phone's main thread past 50 ms (docs/architecture.md#pages-drawn-on-the-server).
  // A returning visitor's stored values are checked by schemas that load only when something is stored; the
  // stores made before they loaded then read their values (docs/architecture.md#first-visit-code).
  const [, returning] = await Promise.all([yieldToMain(win), prepareStoredValues()])
  // What a returning visitor's browser kept is held back while a drawn page hydrates (startup/drawnState.ts); a
  // first visit has nothing to hold and never downloads that code.
  // Should it fail to load, the page still hydrates (React then draws it again).
  const drawnState = returning ? import('./startup/drawnState').catch(() => undefined) : undefined
  const navigateRef = { current: (to: string) => win.location.assign(to) }
  const runtimeCore = createRuntime({
    navigate: (to) => navigateRef.current(to),
    domainName: win.location.hostname,
  })
  const { store } = runtimeCore
  restoreStoredValues(store)
  startBrowserWatchers(runtimeCore, { buildId: __BUILD_ID__, recomputeDeviceOnResize: true })
  const loaded = await loadSite(runtimeCore, win.document, inlinedStartup(win.document))
  await yieldToMain(win)
  const layout = store.get(layoutAtom)
  const language = firstLanguage(win.location.pathname, layout.language)
  await activateLanguage(language, { store })
  await yieldToMain(win)
  const render = (node: ReactNode) => createRoot(element).render(<SiteRoot>{node}</SiteRoot>)

  if (loaded.status === 'failed' || !layout.site) {
    const [{ StartupFailure }] = await Promise.all([
      import('./shell/StartupScreens'),
      applyTheme(win.document, fallbackTheme.template.id, fallbackTheme.colour),
    ])
    render(<StartupFailure message={loaded.status === 'failed' ? loaded.message : 'internalServerError'} />)
    return 'failed'
  }
  const site = layout.site
  if (loaded.status === 'maintenance') {
    const theme = loaded.theme ?? fallbackTheme
    const [{ StartupMaintenance }] = await Promise.all([
      import('./shell/StartupScreens'),
      applyTheme(win.document, theme.template.id, theme.colour),
    ])
    render(<StartupMaintenance site={site} maintenance={layout.maintenance} language={language} />)
    return 'maintenance'
  }

  const { template, colour } = loaded
  const [templateModule] = await Promise.all([
    loadTemplate(template.id),
    applyTheme(win.document, template.id, colour),
  ])
  const runtime: SiteRuntime = {
    ...runtimeCore,
    site: { domain_name: runtimeCore.domainName, external_id: site.external_id },
  }
  await yieldToMain(win)
  const shell = createShell({ site, template, templateModule, tenantLanguage: layout.language, store, win })
  markSession(win.document, store)
  const router = createSiteRouter({ shell, runtime })
  navigateRef.current = (to) => void router.navigate({ href: to })
  // docs/architecture.md#server-rendering: a page the server drew for a visitor is hydrated from the data it
  // was drawn with; a signed-in player's page shows their account, which the server did not draw.
  const drawn = element.firstElementChild ? drawnPageData(win.document) : undefined
  let restoreStoredLayout: (() => void) | undefined
  if (drawn && !store.get(isAuthenticatedAtom)) {
    startPageData(runtime, { server: false, answers: drawn.answers })
    const held = (await drawnState)?.holdStoredValues(store, drawn.cms)
    if (!held && drawn.cms) store.set(layoutAtom, (now) => ({ ...now, ...drawn.cms }))
    restoreStoredLayout = held?.restoreLayout
    // The router then renders as the server's did (no suspense around the first page's matches).
    router.ssr = { manifest: undefined }
    await router.load()
    await yieldToMain(win)
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page: the page is already on screen, so nobody waits for it, but a tap must not.
    startTransition(() => {
      hydrateRoot(
        element,
        <SiteApp runtime={runtime} router={router} onMounted={() => pressEarlyClicks(win)} />,
      )
    })
  } else {
    createRoot(element).render(<SiteApp runtime={runtime} router={router} />)
  }
  scheduleAfterMount(win, runtime, router, layout, restoreStoredLayout)
  // docs/product.md#reality-check: the reminder every N minutes of play, through the modal stack. Its code
  // loads once a player is signed in, so a visitor's first visit never downloads it.
  const watchPlay = () =>
    void import('@lobbykit/core/session/realityCheck').then(({ watchRealityCheck }) =>
      watchRealityCheck(runtime),
    )
  if (store.get(isAuthenticatedAtom)) watchPlay()
  else {
    const stop = store.sub(isAuthenticatedAtom, () => {
      if (!store.get(isAuthenticatedAtom)) return
      stop()
      watchPlay()
    })
  }
  // docs/product.md#return-after-login: back on a page whose session ended, its form is filled again.
  router.subscribe('onResolved', ({ toLocation }) => {
    if (store.get(isAuthenticatedAtom))
      void import('@lobbykit/core/session/formDraftsRestore').then(({ restoreFormDraftsWhenReady }) =>
        restoreFormDraftsWhenReady(win.document, toLocation.pathname),
      )
  })
  return 'ready'
}

/**
 * The buttons the player pressed on the drawn page before its code ran (docs/architecture.md#server-rendering),
 * pressed again now that they work; none are kept from here on.
 */
function pressEarlyClicks(win: Window): void {
  const keeper = win as unknown as Record<string, HTMLElement[] | null | undefined>
  const pressed = keeper[earlyClicksKey] ?? []
  keeper[earlyClicksKey] = null
  for (const button of pressed) if (button.isConnected) button.click()
}
