import { useLingui } from '@lingui/react/macro'
import { type BottomTab, BottomTabBar, BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { Button } from '@lobbykit/ui/Button'
import { Dialog } from '@lobbykit/ui/Dialog'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps } from '@lobbykit/ui/template'
import { useState } from 'react'
import * as styles from './Layout.css'

/**
 * Pixel: one full-height column on the left holds the logo, the account and the side rail of menu and games;
 * phones get a compact top bar, bottom tabs and a "More" dialog sheet. Minimal one-line footer. Desktop from
 * meta.breakpoint (769 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { site, session, menu, categories, actions, pathname } = shell
  // Keyed by the page it was opened on, so that following a link in it closes it.
  const [menuFor, setMenuFor] = useState<string>()
  const games = categories.filter((c) => c.key !== 'hot')
  const rooms = games.filter((room) => room.key === 'slot_game' || room.key === 'arcade').slice(0, 2)
  const tabs: BottomTab[] = [
    { key: 'home', label: t`Home`, href: '/', icon: 'home' },
    ...rooms,
    ...menu.filter((page) => page.key === 'promotions'),
    {
      key: 'more',
      label: t`More`,
      href: '#menu',
      icon: 'menu',
      onSelect: () => setMenuFor(pathname),
      opensDialog: true,
    },
  ]

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <div className={styles.rail}>
        <Header
          {...{ site, session, actions }}
          variant="compact"
          tone="sunken"
          logoVariant="wordmark"
          className={styles.header}
        />
        <SideRail
          label={t`Main`}
          pathname={pathname}
          className={styles.sideRail}
          groups={[{ items: menu }, { title: t`Games`, items: games }]}
        />
      </div>
      <Dialog open={menuFor === pathname} onClose={() => setMenuFor(undefined)} title={t`Menu`} size="md">
        <SideRail
          label={t`Menu`}
          pathname={pathname}
          className={styles.sheetRail}
          groups={[{ items: menu }, { title: t`Games`, items: categories }]}
        />
        <Button tone="neutral" block onClick={actions.openLanguagePicker}>
          {t`Language: ${{ language: site.language }}`}
        </Button>
      </Dialog>
      <div className={styles.column}>
        <main id="main" className={styles.main}>
          {children}
        </main>
        <Footer site={site} links={footerLinks} variant="compact" className={styles.footer} />
        <BottomTabBarSpacer className={styles.phoneOnly} />
      </div>
      <BottomTabBar tabs={tabs} pathname={pathname} label={t`Shortcuts`} className={styles.phoneOnly} />
    </div>
  )
}
