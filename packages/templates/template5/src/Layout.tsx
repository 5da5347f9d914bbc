import { useLingui } from '@lingui/react/macro'
import { type BottomTab, BottomTabBar } from '@lobbykit/ui/BottomTabBar'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/**
 * Neon: a floating pill header with pill navigation; on phones a bottom tab bar whose last tab opens the
 * menu sheet; a footer led by a giant wordmark. Desktop from meta.breakpoint (1024 px).
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
  const sheetId = useId()
  const home = menu.find((item) => item.key === 'home') ?? { key: 'home', label: t`Home`, href: '/' }
  const tabs: BottomTab[] = [
    home,
    ...categories.filter((item) => item.key === 'slot_game' || item.key === 'casino'),
    ...menu.filter((item) => item.key === 'promotions'),
  ]
  tabs.push({
    key: 'more',
    label: menuOpen ? t`Close` : t`More`,
    href: `#${sheetId}`,
    icon: menuOpen ? 'close' : 'menu',
    onSelect: () => setMenuOpen((open) => !open),
    expanded: menuOpen,
    controls: sheetId,
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
        variant="bar"
        tone="raised"
        navVariant="pill"
        logoVariant="emblem"
        sticky
        className={styles.header}
      />
      <section id={sheetId} className={styles.sheet} hidden={!menuOpen} aria-label={t`Menu`}>
        <button type="button" className={styles.sheetLanguage} onClick={actions.openLanguagePicker}>
          {t`Language: ${{ language: site.language }}`}
        </button>
        <SideRail
          label={t`Site menu`}
          pathname={pathname}
          className={styles.sheetRail}
          groups={[{ items: menu }, { title: t`Games`, items: categories }]}
        />
      </section>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer
        site={site}
        links={footerLinks}
        variant="compact"
        licence={t`Gambling can be addictive. Play responsibly.`}
        className={styles.footer}
      >
        <p className={styles.wordmark} aria-hidden="true">
          {site.siteName}
        </p>
      </Footer>
      <BottomTabBar tabs={tabs} pathname={pathname} label={t`Shortcuts`} className={styles.tabBar} />
    </div>
  )
}
