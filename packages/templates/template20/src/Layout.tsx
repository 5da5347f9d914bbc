import { useLingui } from '@lingui/react/macro'
import { BottomTabBar, BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { Button } from '@lobbykit/ui/Button'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { SideRail } from '@lobbykit/ui/SideRail'
import { TopNav } from '@lobbykit/ui/TopNav'
import type { LayoutProps, NavItem } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/**
 * Pitch: a brand-coloured top bar with the site menu, an icon rail of game categories down the left at
 * desktop, bottom tabs on phones (the last opens the rest), and a footer in columns. Desktop from
 * meta.breakpoint (960 px).
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
  const [moreOpen, setMoreOpen] = useState(false)
  const moreId = useId()
  const find = (items: NavItem[], key: string) => items.find((item) => item.key === key)
  const shortcuts = [
    find(menu, 'home') ?? { key: 'home', label: t`Home`, href: '/' },
    find(categories, 'sportsbook'),
    find(categories, 'casino'),
    find(menu, 'promotions'),
  ].filter((item): item is NavItem => Boolean(item))

  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <Header
        site={site}
        session={session}
        actions={actions}
        menu={menu}
        pathname={pathname}
        navVariant="underline"
        logoVariant="emblem"
        sticky
        className={styles.topBar}
      />
      <SideRail
        variant="icons"
        label={t`Game categories`}
        pathname={pathname}
        groups={[{ items: categories }]}
        className={styles.iconRail}
      />
      <div id={moreId} className={styles.more} data-open={moreOpen}>
        <div className={styles.moreAccount}>
          {session.signedIn ? (
            <Button tone="neutral" size="sm" onClick={actions.logout}>
              {t`Log out`}
            </Button>
          ) : (
            <Button tone="neutral" size="sm" onClick={actions.login}>
              {t`Log in`}
            </Button>
          )}
          <Button tone="neutral" size="sm" onClick={actions.openLanguagePicker}>
            {t`Language: ${{ language: site.language }}`}
          </Button>
        </div>
        <TopNav
          items={menu}
          pathname={pathname}
          label={t`Menu`}
          variant="plain"
          icons
          className={styles.moreMenu}
        />
        <CategoryStrip
          categories={categories}
          pathname={pathname}
          variant="tiles"
          wrap
          label={t`All games`}
        />
      </div>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer site={site} links={footerLinks} variant="columns" className={styles.footer}>
        <nav aria-label={t`Footer games`} className={styles.footerGames}>
          <p className={styles.footerHeading}>{t`Games`}</p>
          <ul>
            {categories
              .filter((category) => category.key !== 'hot')
              .slice(0, 6)
              .map((category) => (
                <li key={category.key}>
                  <a href={category.href}>{category.label}</a>
                </li>
              ))}
          </ul>
        </nav>
      </Footer>
      <BottomTabBarSpacer className={styles.phones} />
      <BottomTabBar
        label={t`Shortcuts`}
        pathname={pathname}
        className={styles.phones}
        tabs={[
          ...shortcuts,
          {
            key: 'more',
            label: moreOpen ? t`Close` : t`More`,
            href: `#${moreId}`,
            icon: moreOpen ? 'close' : 'menu',
            onSelect: () => setMoreOpen((open) => !open),
            expanded: moreOpen,
            controls: moreId,
          },
        ]}
      />
    </div>
  )
}
