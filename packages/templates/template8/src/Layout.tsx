import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/**
 * Strip: one brand-coloured top bar with pill navigation, sticky category chips under it, a drawer on
 * phones and a one-line footer. Desktop from meta.breakpoint (999 px).
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
  const [open, setOpen] = useState(false)
  const panelId = useId()
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
        navVariant="pill"
        logoVariant="emblem"
        sticky
        onOpenMenu={() => setOpen((value) => !value)}
        menuOpen={open}
        className={styles.bar}
      />
      <CategoryStrip
        categories={categories}
        pathname={pathname}
        label={t`Game categories`}
        className={styles.chips}
      />
      <section id={panelId} className={styles.panel} hidden={!open} aria-label={t`Menu`}>
        <SideRail
          label={t`Site menu`}
          pathname={pathname}
          groups={[{ items: menu }]}
          className={styles.panelRail}
        />
        <button type="button" className={styles.panelButton} onClick={actions.openLanguagePicker}>
          {t`Language: ${{ language: site.language }}`}
        </button>
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
      />
    </div>
  )
}
