import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/**
 * Dynasty: a two-row header on the brand band (logo and account, then the menu), an icon strip of game
 * categories under it, a drawer on phones and a wordmark footer. Desktop from meta.breakpoint (999 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { site, categories, actions, pathname } = shell
  const [drawerOpen, setDrawerOpen] = useState(false)
  const drawerId = useId()
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <Header
        {...shell}
        variant="stacked"
        navVariant="plain"
        logoVariant="emblem"
        sticky
        onOpenMenu={() => setDrawerOpen((open) => !open)}
        menuOpen={drawerOpen}
        className={styles.band}
      />
      <section id={drawerId} className={styles.drawer} hidden={!drawerOpen} aria-label={t`Menu`}>
        <button type="button" className={styles.drawerButton} onClick={actions.openLanguagePicker}>
          {t`Language: ${{ language: site.language }}`}
        </button>
        <SideRail
          label={t`Site menu`}
          pathname={pathname}
          groups={[{ items: shell.menu }]}
          className={styles.drawerRail}
        />
      </section>
      <CategoryStrip
        variant="tiles"
        categories={categories}
        pathname={pathname}
        label={t`Game categories`}
        className={styles.strip}
      />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer
        site={site}
        links={footerLinks}
        variant="columns"
        licence={t`Gambling can be addictive. Play responsibly.`}
        className={styles.footer}
      >
        <p className={styles.wordmark} aria-hidden="true">
          {site.siteName}
        </p>
      </Footer>
    </div>
  )
}
