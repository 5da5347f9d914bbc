import { useLingui } from '@lingui/react/macro'
import { Button } from '@lobbykit/ui/Button'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/**
 * Quest: one sunken top bar with underlined navigation (a menu button and drawer on phones), a tab strip of
 * categories with their icons, and a column footer. Desktop from meta.breakpoint (769 px).
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
  const [drawerOpen, setDrawerOpen] = useState(false)
  const drawerId = useId()
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
        tone="sunken"
        navVariant="underline"
        logoVariant="emblem"
        sticky
        onOpenMenu={() => setDrawerOpen((open) => !open)}
        menuOpen={drawerOpen}
        className={styles.topBar}
      />
      <div id={drawerId} className={styles.drawer} hidden={!drawerOpen}>
        <div className={styles.drawerHead}>
          <Button tone="neutral" onClick={session.signedIn ? actions.logout : actions.login}>
            {session.signedIn ? t`Log out` : t`Log in`}
          </Button>
          <Button tone="neutral" onClick={actions.openLanguagePicker}>
            {t`Language: ${{ language: site.language }}`}
          </Button>
          <Button tone="neutral" onClick={() => setDrawerOpen(false)}>
            {t`Close`}
          </Button>
        </div>
        <SideRail
          label={t`Menu`}
          pathname={pathname}
          className={styles.drawerRail}
          groups={[
            { title: t`Pages`, items: menu },
            { title: t`Games`, items: categories },
          ]}
        />
      </div>
      <CategoryStrip
        categories={categories}
        pathname={pathname}
        variant="tabs"
        label={t`Game categories`}
        className={styles.tabStrip}
      />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer site={site} links={footerLinks} variant="columns" className={styles.footer}>
        <p
          className={styles.motto}
        >{t`Hundreds of adventure, myth and treasure slots, new quests every week.`}</p>
      </Footer>
    </div>
  )
}
