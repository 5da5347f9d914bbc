import { t } from '@lingui/core/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps, NavItem } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/** Footer pages for a shell that passes none. */
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
 * Fortune: the centred crest with capital navigation beneath it, a strip
 * of category icons, a drawer on phones and a footer under a giant wordmark. Desktop from meta.breakpoint
 * (768 px).
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
  const [drawerOpen, setDrawerOpen] = useState(false)
  const drawerId = useId()
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
        variant="centered"
        tone="raised"
        navVariant="plain"
        logoVariant="emblem"
        onOpenMenu={() => setDrawerOpen((open) => !open)}
        menuOpen={drawerOpen}
        className={styles.header}
      />
      <aside id={drawerId} aria-label={t`Site menu`} className={styles.drawer} hidden={!drawerOpen}>
        <button type="button" className={styles.drawerLanguage} onClick={actions.openLanguagePicker}>
          {t`Language: ${site.language}`}
        </button>
        <SideRail
          label={t`Menu`}
          pathname={pathname}
          className={styles.drawerRail}
          groups={[{ items: menu }, { title: t`Games`, items: categories }]}
        />
      </aside>
      <CategoryStrip categories={categories} pathname={pathname} variant="tiles" className={styles.icons} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer site={site} links={footerLinks ?? houseLinks()} variant="columns" className={styles.footer}>
        <p className={styles.wordmark} aria-hidden="true">
          {site.siteName}
        </p>
      </Footer>
    </div>
  )
}
