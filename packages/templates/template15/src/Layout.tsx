import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/**
 * Fortune: the centred crest with capital navigation beneath it, a strip of category icons, a drawer on
 * phones and a footer under a giant wordmark. Desktop from meta.breakpoint (768 px).
 */
export function Layout(layout: LayoutProps) {
  const { t } = useLingui()
  const { site, session, menu, categories, actions, pathname } = layout
  // The drawer is open on the page it was opened on; following one of its links closes it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null)
  const drawerOpen = drawerAt === pathname
  const drawerId = useId()
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <Header
        {...{ site, session, actions, menu, pathname }}
        variant="centered"
        tone="raised"
        navVariant="plain"
        logoVariant="emblem"
        onOpenMenu={() => setDrawerAt(drawerOpen ? null : pathname)}
        menuOpen={drawerOpen}
        className={styles.header}
      />
      <aside id={drawerId} aria-label={t`Site menu`} className={styles.drawer} hidden={!drawerOpen}>
        <button type="button" className={styles.drawerLanguage} onClick={actions.openLanguagePicker}>
          {t`Language: ${{ language: site.language }}`}
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
        {layout.children}
      </main>
      <Footer site={site} links={layout.footerLinks} variant="columns" className={styles.footer}>
        <p className={styles.wordmark} aria-hidden="true">
          {site.siteName}
        </p>
      </Footer>
    </div>
  )
}
