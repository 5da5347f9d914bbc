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
 * Obsidian: a split header (menu left, logo centred, account right) over an underlined category strip; on
 * phones a menu button opens a drawer of icon tiles from the right; a column footer. Desktop from
 * meta.breakpoint (999 px).
 */
export function Layout(props: LayoutProps) {
  const { t } = useLingui()
  const { site, session, menu, categories, actions, pathname } = props
  const [drawer, setDrawer] = useState(false)
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
        variant="bar"
        tone="sunken"
        navVariant="plain"
        logoVariant="wordmark"
        sticky
        onOpenMenu={() => setDrawer((open) => !open)}
        menuOpen={drawer}
        className={styles.header}
      />
      <CategoryStrip
        categories={categories}
        pathname={pathname}
        variant="tabs"
        icons={false}
        className={styles.strip}
      />
      <div id={drawerId} className={styles.drawer} hidden={!drawer}>
        <div className={styles.drawerHead}>
          <Button size="sm" tone="neutral" onClick={actions.openLanguagePicker}>
            {t`Language: ${{ language: site.language }}`}
          </Button>
          <Button size="sm" tone="neutral" onClick={() => setDrawer(false)}>
            {t`Close`}
          </Button>
        </div>
        <SideRail
          variant="icons"
          label={t`All pages`}
          pathname={pathname}
          className={styles.tiles}
          groups={[
            { title: t`Pages`, items: menu },
            { title: t`Games`, items: categories },
          ]}
        />
      </div>
      <main id="main" className={styles.main}>
        {props.children}
      </main>
      <Footer site={site} links={props.footerLinks} variant="columns" className={styles.footer} />
    </div>
  )
}
