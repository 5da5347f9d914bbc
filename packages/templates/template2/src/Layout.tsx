import { useLingui } from '@lingui/react/macro'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { Icon } from '@lobbykit/ui/Icon'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/**
 * Salon: a utility row with the account, a centred crest and spaced capital navigation beneath it; phones
 * keep the crest and open a menu drawer from its side; a centred footer. Desktop from meta.breakpoint
 * (1200 px).
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
        tone="surface"
        navVariant="plain"
        logoVariant="emblem"
        onOpenMenu={() => setMenuOpen((open) => !open)}
        menuOpen={menuOpen}
        className={styles.header}
      />
      <div id={drawerId} className={styles.drawer} hidden={!menuOpen}>
        <SideRail
          label={t`Menu`}
          pathname={pathname}
          className={styles.drawerRail}
          groups={[{ items: menu }, { title: t`Games`, items: categories }]}
        />
        <div className={styles.drawerFoot}>
          <button type="button" className={styles.drawerButton} onClick={actions.openLanguagePicker}>
            <Icon name="globe" size={18} />
            {t`Language: ${{ language: site.language }}`}
          </button>
          <button type="button" className={styles.drawerButton} onClick={() => setMenuOpen(false)}>
            <Icon name="close" size={18} />
            {t`Close menu`}
          </button>
        </div>
      </div>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer site={site} links={footerLinks} variant="centered" className={styles.footer} />
    </div>
  )
}
