import { useLingui } from '@lingui/react/macro'
import { type BottomTab, BottomTabBar, BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { Button } from '@lobbykit/ui/Button'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { TopNav } from '@lobbykit/ui/TopNav'
import type { LayoutProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/**
 * Candy: a header in the accent colour with pill navigation, a strip of category icon tiles, bottom tabs
 * on phones (home and slots, a raised round menu button, fishing and promotions), and a giant wordmark footer. Desktop from
 * meta.breakpoint (1200 px).
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
  const [sheetOpen, setSheetOpen] = useState(false)
  const sheetId = useId()
  // Candy's phone tabs: two links either side of a raised round button that opens the menu sheet.
  const home = menu.find((item) => item.key === 'home') ?? { key: 'home', label: t`Home`, href: '/' }
  const sides = [home, ...categories.filter((c) => c.key === 'slot_game' || c.key === 'fishing')]
  const promotions = menu.filter((item) => item.key === 'promotions')
  const candyButton: BottomTab = {
    key: 'sheet',
    label: sheetOpen ? t`Close` : t`Menu`,
    href: '#',
    icon: sheetOpen ? 'close' : 'menu',
    featured: true,
    onSelect: () => setSheetOpen((open) => !open),
    expanded: sheetOpen,
    controls: sheetId,
  }
  const tabs: BottomTab[] = [...sides.slice(0, 2), candyButton, ...sides.slice(2), ...promotions]

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t`Skip to content`}
      </a>
      <Header
        site={site}
        session={session}
        actions={actions}
        menu={menu}
        pathname={pathname}
        variant="bar"
        navVariant="pill"
        logoVariant="emblem"
        sticky
        className={styles.header}
      />
      <CategoryStrip
        categories={categories}
        pathname={pathname}
        variant="tiles"
        label={t`Game categories`}
        className={styles.iconStrip}
      />
      <div id={sheetId} className={styles.sheet} hidden={!sheetOpen}>
        <div className={styles.sheetActions}>
          <Button tone="neutral" onClick={session.signedIn ? actions.logout : actions.login}>
            {session.signedIn ? t`Log out` : t`Log in`}
          </Button>
          <Button tone="neutral" onClick={actions.openLanguagePicker}>
            {t`Language: ${{ language: site.language }}`}
          </Button>
        </div>
        <TopNav
          items={menu}
          pathname={pathname}
          label={t`Menu`}
          icons
          variant="pill"
          className={styles.sheetMenu}
        />
      </div>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer site={site} links={footerLinks} variant="compact" className={styles.footer}>
        <p className={styles.wordmark} aria-hidden="true">
          {site.siteName}
        </p>
      </Footer>
      <BottomTabBar tabs={tabs} pathname={pathname} label={t`Shortcuts`} className={styles.phoneOnly} />
      <BottomTabBarSpacer className={styles.phoneOnly} />
    </div>
  )
}
