import { useLingui } from '@lingui/react/macro'
import { BottomTabBar, BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { Button } from '@lobbykit/ui/Button'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { Icon } from '@lobbykit/ui/Icon'
import { SideRail, type SideRailGroup } from '@lobbykit/ui/SideRail'
import type { LayoutProps, NavItem } from '@lobbykit/ui/template'
import { useState } from 'react'
import * as styles from './Layout.css'

/**
 * Arena: a raised top bar with underlined navigation, a sticky tab strip of game categories, a menu drawer
 * and bottom tabs (with a raised Join / Deposit button) on phones, and an impact wordmark footer. Desktop
 * from meta.breakpoint (960 px).
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
  const [drawer, setDrawer] = useState(false)
  const drawerGroups: SideRailGroup[] = [{ items: menu }, { title: t`Games`, items: categories }]
  const named = (items: NavItem[], key: string) => items.filter((item) => item.key === key)
  const quick = [
    ...named(menu, 'home'),
    ...named(categories, 'sportsbook'),
    ...named(categories, 'casino'),
    ...named(menu, 'promotions'),
  ]

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <Header
        className={styles.topBar}
        site={site}
        session={session}
        actions={actions}
        menu={menu}
        pathname={pathname}
        navVariant="underline"
        logoVariant="emblem"
        tone="raised"
        sticky
        menuOpen={drawer}
        onOpenMenu={() => setDrawer((open) => !open)}
      />
      <CategoryStrip
        className={styles.tabStrip}
        categories={categories}
        pathname={pathname}
        variant="tabs"
        icons={false}
      />
      {drawer ? (
        <div className={styles.drawer}>
          <SideRail className={styles.drawerRail} groups={drawerGroups} pathname={pathname} label={t`Menu`} />
          <div className={styles.drawerTools}>
            <Button tone="neutral" size="sm" onClick={session.signedIn ? actions.logout : actions.login}>
              <Icon name={session.signedIn ? 'logout' : 'user'} size={18} />
              {session.signedIn ? t`Log out` : t`Log in`}
            </Button>
            <Button tone="neutral" size="sm" onClick={actions.openLanguagePicker}>
              <Icon name="globe" size={18} />
              {t`Language: ${{ language: site.language }}`}
            </Button>
          </div>
        </div>
      ) : null}
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer className={styles.footer} site={site} links={footerLinks} variant="centered">
        <p aria-hidden="true" className={styles.wordmark}>
          {site.siteName}
        </p>
      </Footer>
      <BottomTabBarSpacer className={styles.phoneBar} />
      <BottomTabBar
        className={styles.phoneBar}
        label={t`Shortcuts`}
        pathname={pathname}
        tabs={[
          ...quick.slice(0, 2),
          session.signedIn
            ? {
                key: 'deposit',
                label: t`Deposit`,
                href: '/deposit',
                icon: 'wallet',
                featured: true,
                onSelect: actions.deposit,
              }
            : {
                key: 'join',
                label: t`Join`,
                href: '/register',
                icon: 'plus',
                featured: true,
                onSelect: actions.register,
              },
          ...quick.slice(2),
        ]}
      />
    </div>
  )
}
