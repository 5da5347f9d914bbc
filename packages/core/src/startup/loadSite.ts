import type { StartupResponse } from '@lobbykit/contract/calls/startup'
import { checkTheme, type TemplateEntry } from '@lobbykit/contract/registry'
import { type CookieJar, writeClientDomainCookie } from '../cookies/cookies'
import type { FlowContext } from '../session/context'
import { initialLayout, layoutAtom, type StartupLayoutKey } from '../stores/layout'
import type { LayoutState } from '../stores/storedShapes'
import { filterMenuByProviders } from '../validate/menu'

export type SiteLoad =
  | { status: 'ready'; template: TemplateEntry; colour: string }
  /** The maintenance screen wears the tenant's theme when it is a valid one (`theme` null otherwise). */
  | { status: 'maintenance'; theme: { template: TemplateEntry; colour: string } | null }
  | { status: 'failed'; message: string }

/**
 * docs/product.md#start-up: site settings first. Maintenance on: only the maintenance layout shows (the
 * store keeps the window and the site). Otherwise the theme is checked against the registry; an unknown
 * theme_code ('Invalid theme code'), a colour that code does not allow ('Invalid theme color') and any
 * other failure reset the layout store and keep the message to show. A ready site stores its menus
 * filtered by provider_count. The start-up failure is not passed to the error handler: the shell shows
 * `message` instead of the site.
 */
export async function loadSite(
  ctx: Pick<FlowContext, 'store' | 'api' | 'domainName'>,
  jar: CookieJar = document,
  /** The answer the server sent with the page (docs/architecture.md#tenant-document): no call is made then. */
  inlined?: StartupResponse,
): Promise<SiteLoad> {
  const { store } = ctx
  const fail = (message: string): SiteLoad => {
    store.set(layoutAtom, { ...initialLayout, message, show_preloader: false })
    return { status: 'failed', message }
  }
  // The call's schemas (and zod) load only for a page sent without the answer (docs/architecture.md#first-visit-code).
  const result = inlined
    ? { ok: true as const, data: inlined }
    : await import('../api/startup/startup').then(({ startup }) =>
        startup(ctx.api, { domain_name: ctx.domainName }),
      )
  if (!result.ok) return fail(result.error.message || result.error.statusMessage || 'internalServerError')
  const data = result.data
  const theme = checkTheme(data.site.theme_code, data.site.theme_color)
  if (data.maintenance.is_maintenance) {
    store.set(layoutAtom, {
      ...initialLayout,
      maintenance: data.maintenance,
      site: data.site,
      language: data.language,
      show_preloader: false,
    })
    return {
      status: 'maintenance',
      theme: theme.ok ? { template: theme.template, colour: theme.colour } : null,
    }
  }
  if (!theme.ok) return fail(theme.message)
  // Exactly the start-up's fields: the rest of the layout stays as the later loads left it.
  const fromStartup: Pick<LayoutState, StartupLayoutKey> = {
    message: '',
    template: theme.template.id,
    maintenance: data.maintenance,
    language: data.language,
    site: data.site,
    content: {
      menu: filterMenuByProviders(data.content.menu, data.provider_count),
      game_menu: filterMenuByProviders(data.content.game_menu, data.provider_count),
    },
    provider_count: data.provider_count,
    aff_domain: data.aff_domain,
    live_chat: data.live_chat,
    show_preloader: false,
  }
  store.set(layoutAtom, (layout) => ({ ...layout, ...fromStartup }))
  writeClientDomainCookie(ctx.domainName, jar)
  return { status: 'ready', template: theme.template, colour: theme.colour }
}
