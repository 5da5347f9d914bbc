import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { categoryByKey } from '@lobbykit/contract/categories'
import { checkTheme, type TemplateId, templateRegistry } from '@lobbykit/contract/registry'
import { startBrowserWatchers } from '@lobbykit/core/browser'
import { createRuntime } from '@lobbykit/core/runtime'
import { loadSite } from '@lobbykit/core/startup/loadSite'
import { languageAtom } from '@lobbykit/core/stores/language'
import { layoutAtom } from '@lobbykit/core/stores/layout'
import { openModalAtom } from '@lobbykit/core/stores/modal'
import { isAuthenticatedAtom } from '@lobbykit/core/stores/user'
import { LinkProvider } from '@lobbykit/ui/Link'
import { RouterProvider } from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai/react'
import { type ReactNode, StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import { activateLanguage } from './i18n/activate'
import { createSiteRouter, preloadRouteChunks } from './router'
import type { Shell } from './shell/context'
import { languageForPrefix } from './shell/languagePrefix'
import { RouterLink } from './shell/RouterLink'
import { RuntimeProvider, type SiteRuntime } from './shell/runtime'
import { domainConfig } from './shell/siteConfig'
import { type ThemeLoaders, templateLoaders, themeIndexLoaders } from './shell/templateLoaders.gen'

declare const __BUILD_ID__: string

export type BootOutcome = 'ready' | 'maintenance' | 'failed'

/** How long after the first render the after-mount loads and route preloads start. */
export const afterMountDelayMs = 1500

const fallbackTheme = templateRegistry[0]!

/** The language the first page shows: the URL's prefix, the domain's setting, else the tenant's. */
function firstLanguage(pathname: string, hostname: string, tenantLanguage: string): string {
  const prefix = pathname.split('/')[1]
  return languageForPrefix(prefix)?.code ?? domainConfig(hostname).language ?? tenantLanguage ?? 'EN'
}

/**
 * Starts the site (docs/product.md#start-up): the tenant's settings first; maintenance shows only the maintenance
 * layout; the theme is checked against the registry ('Invalid theme code' / 'Invalid theme color' reset
 * the store); then the tenant's one template and one colour theme load, and the router renders.
 */
export async function boot(root: Root, win: Window = window): Promise<BootOutcome> {
  const navigateRef: { current: (to: string) => void } = { current: (to) => win.location.assign(to) }
  const runtimeCore = createRuntime({
    navigate: (to) => navigateRef.current(to),
    domainName: win.location.hostname,
  })
  const { store, domainName } = runtimeCore
  startBrowserWatchers(runtimeCore, { buildId: __BUILD_ID__, recomputeDeviceOnResize: true })
  const loaded = await loadSite(runtimeCore)
  const layout = store.get(layoutAtom)
  const language = firstLanguage(win.location.pathname, domainName, layout.language || 'EN')
  await activateLanguage(language, { store })
  const render = (node: ReactNode) =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>{node}</I18nProvider>
      </StrictMode>,
    )

  const applyTheme = async (templateId: TemplateId, colour: string) => {
    const { themes } = await themeIndexLoaders[templateId]()
    const { default: themeClass } = await (themes[colour] as ThemeLoaders[string])()
    win.document.documentElement.classList.add(themeClass)
  }

  if (loaded.status === 'failed' || !layout.site) {
    // The tenant's theme is what failed, or unknown: these screens wear the first template's first colour.
    const [{ StartupFailure }] = await Promise.all([
      import('./shell/StartupScreens'),
      applyTheme(fallbackTheme.id, fallbackTheme.colours[0]),
    ])
    render(<StartupFailure message={loaded.status === 'failed' ? loaded.message : 'internalServerError'} />)
    return 'failed'
  }
  if (loaded.status === 'maintenance') {
    const site = layout.site
    const theme = checkTheme(site.theme_code, site.theme_color)
    const [{ StartupMaintenance }] = await Promise.all([
      import('./shell/StartupScreens'),
      theme.ok
        ? applyTheme(theme.template.id, theme.colour)
        : applyTheme(fallbackTheme.id, fallbackTheme.colours[0]),
    ])
    render(<StartupMaintenance site={site} maintenance={layout.maintenance} language={language} />)
    return 'maintenance'
  }
  const site = layout.site
  const { template, colour } = loaded
  const [{ template: templateModule }] = await Promise.all([
    templateLoaders[template.id](),
    applyTheme(template.id, colour),
  ])

  const runtime: SiteRuntime = {
    ...runtimeCore,
    site: { domain_name: domainName, external_id: site.external_id },
  }
  const shell: Shell = {
    site,
    template,
    templateModule,
    hostname: domainName,
    defaultLanguage: domainConfig(domainName).language ?? (layout.language || 'EN'),
    isSignedIn: () => store.get(isAuthenticatedAtom),
    activeLanguage: () => store.get(languageAtom),
    activateLanguage: (code) => activateLanguage(code, { store }),
    openModalAfter: (modal, delayMs) => void win.setTimeout(() => store.set(openModalAtom, modal), delayMs),
  }
  // `<html data-session>` tells styles, analytics and browser tests whether a player is signed in.
  const markSession = () => {
    win.document.documentElement.dataset.session = store.get(isAuthenticatedAtom) ? 'signed-in' : 'visitor'
  }
  markSession()
  store.sub(isAuthenticatedAtom, markSession)
  const router = createSiteRouter({ shell, runtime })
  navigateRef.current = (to) => void router.navigate({ href: to })
  render(
    <RuntimeProvider runtime={runtime}>
      <JotaiProvider store={store}>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </JotaiProvider>
    </RuntimeProvider>,
  )
  // After mount (docs/product.md#after-mount), once the first page is up: social accounts, site info, partners, analytics
  // and live chat; the ad visit (docs/product.md#ad-tracking; the watchers kept the appsflyer_id); and the code of the lobby's categories, where players go
  // next, five chunks at a time.
  const categoryPaths = layout.content.game_menu.flatMap((item) => categoryByKey(item.category)?.route ?? [])
  win.setTimeout(() => {
    win.document.documentElement.dataset.preloading = 'true'
    void Promise.all([
      import('@lobbykit/core/startup/afterMount'),
      import('./shell/liveChat'),
      import('@lobbykit/core/tracking/adTracking'),
    ]).then(([{ loadAfterMount }, { loadLiveChatWidget }, { trackAdVisit }]) => {
      void trackAdVisit(runtime)
      return loadAfterMount(runtime, { loadLiveChat: (liveChat) => loadLiveChatWidget(liveChat, store) })
    })
    void preloadRouteChunks(router, ['/', ...categoryPaths])
  }, afterMountDelayMs)
  return 'ready'
}
