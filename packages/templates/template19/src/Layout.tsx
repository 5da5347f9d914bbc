import { useLingui } from '@lingui/react/macro'
import { type BottomTab, BottomTabBar, BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { Button } from '@lobbykit/ui/Button'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/** One of the site's own pages (docs/product.md#routes), its slug doubling as key. */

/**
 * Fizz: a floating brand-coloured pill header with pill navigation, a sticky strip of category chips,
 * bottom tabs on phones (the last opens a sheet with everything else) and a giant-wordmark footer.
 * Desktop from meta.breakpoint (1024 px).
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
  const everything = [...menu, ...categories]
  const tabs: BottomTab[] = ['home', 'slot_game', 'fishing', 'promotions'].flatMap(
    (key) => everything.find((item) => item.key === key) ?? [],
  )
  if (tabs[0]?.key !== 'home') tabs.unshift({ key: 'home', label: t`Home`, href: '/' })
  tabs.push({
    key: 'more',
    label: sheetOpen ? t`Close` : t`More`,
    href: `#${sheetId}`,
    icon: sheetOpen ? 'close' : 'menu',
    onSelect: () => setSheetOpen((open) => !open),
    expanded: sheetOpen,
    controls: sheetId,
  })

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <div className={styles.float}>
        <Header
          site={site}
          session={session}
          actions={actions}
          menu={menu}
          pathname={pathname}
          navVariant="pill"
          logoVariant="emblem"
          className={styles.pill}
        />
      </div>
      <CategoryStrip
        categories={categories}
        pathname={pathname}
        icons={false}
        variant="chips"
        className={styles.strip}
      />
      <div id={sheetId} className={styles.sheet} data-open={sheetOpen}>
        <div className={styles.sheetAccount}>
          <Button tone="neutral" size="sm" onClick={session.signedIn ? actions.logout : actions.login}>
            {session.signedIn ? t`Log out` : t`Log in`}
          </Button>
          <Button tone="neutral" size="sm" onClick={actions.openLanguagePicker}>
            {t`Language: ${{ language: site.language }}`}
          </Button>
        </div>
        <SideRail
          label={t`Menu`}
          pathname={pathname}
          className={styles.sheetNav}
          groups={[{ items: menu }, { title: t`Games`, items: categories }]}
        />
      </div>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer site={site} links={footerLinks} variant="columns" className={styles.footer}>
        <p className={styles.wordmark} aria-hidden="true">
          {site.siteName}
        </p>
      </Footer>
      <BottomTabBarSpacer className={styles.phoneOnly} />
      <BottomTabBar tabs={tabs} pathname={pathname} label={t`Shortcuts`} className={styles.phoneOnly} />
    </div>
  )
}
