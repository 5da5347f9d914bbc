import { t } from '@lingui/core/macro'
import { type BottomTab, BottomTabBar } from '@lobbykit/ui/BottomTabBar'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps, NavItem } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/** Footer pages shown when the shell passes none (spec section 2 routes). */
function houseLinks(): NavItem[] {
  return [
    { key: 'about', label: t`About us`, href: '/about' },
    { key: 'faqs', label: t`FAQs`, href: '/faqs' },
    { key: 'responsible-gaming', label: t`Responsible gaming`, href: '/responsible-gaming' },
    { key: 'privacy-policy', label: t`Privacy policy`, href: '/privacy-policy' },
    { key: 'term-condition', label: t`Terms & conditions`, href: '/term-condition' },
    { key: 'contact-us', label: t`Contact us`, href: '/contact-us' },
  ]
}

/**
 * Deco: a top bar in spaced capitals over a narrow icon rail of game categories (desktop); bottom tabs
 * with a menu sheet on phones; a centred footer. Desktop from meta.breakpoint (1024 px).
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
  const [sheetOpen, setSheetOpen] = useState(false)
  const sheetId = useId()
  const byKey = (items: NavItem[], key: string) => items.find((item) => item.key === key)
  const tabs: BottomTab[] = [
    byKey(menu, 'home') ?? { key: 'home', label: t`Home`, href: '/' },
    byKey(categories, 'slot_game'),
    byKey(categories, 'casino'),
    byKey(menu, 'promotions'),
  ].filter((item): item is NavItem => item !== undefined)
  tabs.push({
    key: 'sheet',
    label: sheetOpen ? t`Close` : t`More`,
    href: `#${sheetId}`,
    icon: sheetOpen ? 'close' : 'menu',
    onSelect: () => setSheetOpen((open) => !open),
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
        tone="surface"
        navVariant="underline"
        logoVariant="wordmark"
        sticky
        className={styles.header}
      />
      <SideRail
        variant="icons"
        label={t`Game categories`}
        pathname={pathname}
        groups={[{ title: t`Games`, items: categories }]}
        className={styles.rail}
      />
      <section id={sheetId} className={styles.sheet} hidden={!sheetOpen} aria-label={t`Menu`}>
        <button type="button" className={styles.sheetButton} onClick={actions.openLanguagePicker}>
          {t`Language: ${site.language}`}
        </button>
        <SideRail
          label={t`Site menu`}
          pathname={pathname}
          groups={[{ items: menu }, { title: t`Games`, items: categories }]}
          className={styles.sheetRail}
        />
      </section>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer
        site={site}
        links={footerLinks ?? houseLinks()}
        variant="centered"
        licence={t`Gambling can be addictive. Play responsibly.`}
        className={styles.footer}
      />
      <BottomTabBar tabs={tabs} pathname={pathname} label={t`Shortcuts`} className={styles.tabs} />
    </div>
  )
}
