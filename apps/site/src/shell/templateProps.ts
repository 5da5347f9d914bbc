import { useLingui } from '@lingui/react/macro'
import { categoryByKey } from '@lobbykit/contract/categories'
import { layoutAtom } from '@lobbykit/core/stores/layout'
import type { NavItem, ShellActions, SiteView } from '@lobbykit/ui/template'
import { useLocation } from '@tanstack/react-router'
import { useAtomValue } from 'jotai/react'
import { useMemo } from 'react'
import { useMenuLabel } from '../i18n/labels'
import { footerLinks } from './footerLinks'
import { pathWithoutPrefix } from './languagePrefix'
import { useRuntime } from './runtime'
import { useSession, useShellActions } from './session'
import { useLanguage } from './useLanguage'
import { useShell } from './useShell'

/** Where a menu item of the start-up answer leads: a category's route, or its slug as a page. */
function menuPath(item: { category: string; slug: string }): string {
  const category = categoryByKey(item.category)
  if (category) return category.route
  return item.slug ? `/${item.slug}` : '/'
}

/**
 * Everything a template's Layout, Home and Lobby take besides page data: the site, the session, the
 * filtered navigation (docs/product.md#menu-filter) with active states, the shell's actions and a link helper.
 */
export function useTemplateProps() {
  const { t, i18n } = useLingui()
  const shell = useShell()
  const language = useLanguage()
  const menuLabel = useMenuLabel()
  const pathname = pathWithoutPrefix(useLocation({ select: (location) => location.pathname }))
  const session = useSession()
  const actions: ShellActions = useShellActions()
  const { site: tenant } = shell
  // Menus as start-up stored them, already filtered by provider_count (docs/product.md#menu-filter).
  const { content, cms, cms_status: cmsStatus } = useAtomValue(layoutAtom, { store: useRuntime().store })

  const site: SiteView = useMemo(
    () => ({
      siteName: tenant.site_name,
      currency: tenant.currency,
      logo: tenant.logo1,
      mark: tenant.logo2,
      logoText: tenant.logo_text || tenant.site_name,
      language: language.code,
    }),
    [tenant, language.code],
  )

  const [menu, categories] = useMemo(() => {
    const toItem = (item: { content_id: number; name: string; category: string; slug: string }): NavItem => {
      const path = menuPath(item)
      const isCategory = Boolean(categoryByKey(item.category))
      return {
        key: String(item.content_id),
        label: menuLabel(item),
        href: language.href(path),
        ...(isCategory ? { category: item.category, slug: item.slug } : {}),
        active: pathname === path,
      }
    }
    return [content.menu.map(toItem), content.game_menu.map(toItem)]
  }, [content, language, pathname, menuLabel])

  const footer = useMemo(
    () => footerLinks({ cms, cmsStatus, pathname, href: language.href }, (label) => i18n._(label)),
    [cms, cmsStatus, pathname, language, i18n],
  )

  return {
    site,
    session: session.view,
    favourites: session.favourites,
    menu,
    categories,
    footerLinks: footer,
    actions,
    pathname,
    href: language.href,
    labels: { home: t`Home` },
  }
}
