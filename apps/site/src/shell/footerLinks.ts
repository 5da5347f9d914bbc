import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CmsContent, CmsPageKey } from '@lobbykit/contract/calls/settings'
import type { NavItem } from '@lobbykit/ui/template'

interface HelpPage {
  /** The page's route, without the language prefix. */
  path: string
  label: MessageDescriptor
  /** The CMS page behind it: shown only while the tenant has it switched on. */
  cms?: CmsPageKey
}

/** The footer's help pages in the order players look for them; every template shows these, in its own design. */
const helpPages: HelpPage[] = [
  { path: '/about', label: msg`About us`, cms: 'about_us' },
  { path: '/faqs', label: msg`FAQs`, cms: 'faqs' },
  { path: '/banking', label: msg`Banking`, cms: 'banking' },
  { path: '/responsible-gaming', label: msg`Responsible gaming`, cms: 'responsible_gaming' },
  { path: '/privacy-policy', label: msg`Privacy policy`, cms: 'privacy_policy' },
  { path: '/term-condition', label: msg`Terms & conditions` },
  { path: '/contact-us', label: msg`Contact us` },
]

export interface FooterSource {
  /** Whether the tenant has any CMS page switched on (the start-up answer's `cms_status`). */
  cmsStatus: boolean
  /** Each CMS page's switch, once the site-content call has answered; until then `cmsStatus` decides. */
  cms: CmsContent | null
  pathname: string
  href: (path: string) => string
}

/** Whether a help page is on for this tenant: fixed pages always are; a CMS page when its switch is. */
function isShown(page: HelpPage, { cmsStatus, cms }: FooterSource): boolean {
  if (!page.cms) return true
  if (!cmsStatus) return false
  return cms ? cms[`${page.cms}_status`] : true
}

/** The footer links the shell passes every template's Layout, labelled by `translate` (the player's language). */
export function footerLinks(
  source: FooterSource,
  translate: (label: MessageDescriptor) => string,
): NavItem[] {
  return helpPages
    .filter((page) => isShown(page, source))
    .map((page) => ({
      key: page.path.slice(1),
      label: translate(page.label),
      href: source.href(page.path),
      active: source.pathname === page.path,
    }))
}
