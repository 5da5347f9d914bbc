import { useLingui } from '@lingui/react/macro'
import { type BottomTab, BottomTabBar, BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { Button } from '@lobbykit/ui/Button'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { Link } from '@lobbykit/ui/Link'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps, NavItem } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/**
 * Palazzo: a two-row header (logo and account, then the underlined site menu), a tab strip of game
 * categories, bottom tabs with a "More" drawer on phones, and a three-column footer. Desktop from
 * meta.breakpoint (999 px).
 */
export function Layout({
  site,
  session,
  menu,
  categories,
  actions,
  pathname,
  children,
  footerLinks,
}: LayoutProps) {
  const { t } = useLingui()
  const [menuOpen, setMenuOpen] = useState(false)
  const drawerId = useId()
  const pick = (items: NavItem[], key: string) => items.find((item) => item.key === key)
  const tabs: BottomTab[] = [
    pick(menu, 'home') ?? { key: 'home', label: t`Home`, href: '/' },
    pick(categories, 'slot_game'),
    pick(categories, 'casino'),
    pick(menu, 'promotions'),
  ].filter((item): item is NavItem => item !== undefined)
  tabs.push({
    key: 'more',
    label: menuOpen ? t`Close` : t`More`,
    href: '#',
    icon: menuOpen ? 'close' : 'menu',
    onSelect: () => setMenuOpen((open) => !open),
    expanded: menuOpen,
    controls: drawerId,
  })

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <Header
        site={site}
        session={session}
        actions={actions}
        menu={menu}
        pathname={pathname}
        variant="stacked"
        tone="raised"
        navVariant="underline"
        logoVariant="emblem"
        className={styles.header}
      />
      <CategoryStrip
        categories={categories}
        pathname={pathname}
        variant="tabs"
        icons={false}
        label={t`Game categories`}
        className={styles.strip}
      />
      <div id={drawerId} className={styles.drawer} hidden={!menuOpen}>
        <div className={styles.drawerAccount}>
          {session.signedIn ? (
            <Button tone="neutral" onClick={actions.logout}>{t`Log out`}</Button>
          ) : (
            <Button tone="neutral" onClick={actions.login}>{t`Log in`}</Button>
          )}
          <Button tone="neutral" onClick={actions.openLanguagePicker}>
            {t`Language: ${{ language: site.language }}`}
          </Button>
        </div>
        <SideRail
          label={t`Menu`}
          pathname={pathname}
          className={styles.drawerRail}
          groups={[{ items: menu }, { title: t`Games`, items: categories }]}
        />
      </div>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer site={site} links={footerLinks} variant="columns" className={styles.footer}>
        <nav aria-label={t`Footer games`} className={styles.footerGames}>
          <p className={styles.footerHeading}>{t`Games`}</p>
          <ul className={styles.footerList}>
            {categories
              .filter((category) => category.key !== 'hot')
              .slice(0, 6)
              .map((category) => (
                <li key={category.key}>
                  <Link href={category.href} className={styles.footerLink}>
                    {category.label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </Footer>
      <BottomTabBar tabs={tabs} pathname={pathname} label={t`Shortcuts`} className={styles.phoneOnly} />
      <BottomTabBarSpacer className={styles.phoneOnly} />
    </div>
  )
}
