import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from '../Link/Link'
import { SideRail } from '../SideRail/SideRail'
import type { NavItem, SiteView } from '../template/types'

/** The id of the page's main landmark, which the skip link jumps to. */
const mainId = 'main'

/** "Skip to content": the first link of every layout, jumping to its main landmark. */
export function SkipLink({ className }: { className?: string }) {
  const { t } = useLingui()
  return (
    <a href={`#${mainId}`} className={className}>
      {t`Skip to content`}
    </a>
  )
}

/** The layout's outermost box, opening with the skip link (so it is the first thing a keyboard reaches). */
export function PageFrame({
  className,
  skipClassName,
  children,
}: {
  className?: string
  skipClassName?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <SkipLink className={skipClassName} />
      {children}
    </div>
  )
}

/** The page's main landmark, the skip link's target. */
export function Main({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={mainId} className={className}>
      {children}
    </main>
  )
}

/** The games a footer lists: the first six categories, without the "hot" list. */
export function footerGameItems(categories: NavItem[]): NavItem[] {
  return categories.filter((item) => item.key !== 'hot').slice(0, 6)
}

export interface FooterGamesProps {
  categories: NavItem[]
  className?: string
  headingClassName?: string
  listClassName?: string
  linkClassName?: string
  /** Plain anchors (a full page load) instead of the shell's router links. */
  plainLinks?: boolean
}

/** A footer column: the heading "Games" over links to the first six game categories. */
export function FooterGames({
  categories,
  className,
  headingClassName,
  listClassName,
  linkClassName,
  plainLinks,
}: FooterGamesProps) {
  const { t } = useLingui()
  const Anchor = plainLinks ? 'a' : Link
  return (
    <nav aria-label={t`Footer games`} className={className}>
      <p className={headingClassName}>{t`Games`}</p>
      <ul className={listClassName}>
        {footerGameItems(categories).map((category) => (
          <li key={category.key}>
            <Anchor href={category.href} className={linkClassName}>
              {category.label}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The site's name set large in the footer: decorative, since the logo already names the site. */
export function FooterWordmark({ site, className }: { site: SiteView; className?: string }) {
  return (
    <p className={className} aria-hidden="true">
      {site.siteName}
    </p>
  )
}

/** The game categories as a narrow rail of icons (desktop, beside the content); `title` names their group. */
export function GameIconRail({
  categories,
  pathname,
  title,
  className,
}: {
  categories: NavItem[]
  pathname?: string
  title?: string
  className?: string
}) {
  const { t } = useLingui()
  return (
    <SideRail
      variant="icons"
      label={t`Game categories`}
      pathname={pathname}
      groups={[{ title, items: categories }]}
      className={className}
    />
  )
}
