import { useLingui } from '@lingui/react/macro'
import { BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { LazyDialog } from '@lobbykit/ui/LazyDialog'
import { Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerButtons, MenuRail, usePageDrawer } from '@lobbykit/ui/PhoneDrawer'
import { PhoneTabBar, shortcutTabs } from '@lobbykit/ui/ShortcutTabs'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/**
 * Pixel: one full-height column on the left holds the logo, the account and the side rail of menu and games;
 * phones get a compact top bar, bottom tabs and a "More" dialog sheet. Minimal one-line footer. Desktop from
 * meta.breakpoint (769 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { categories, pathname } = shell
  // Keyed by the page it was opened on, so that following a link in it closes it.
  const sheet = usePageDrawer(pathname)
  const games = categories.filter((c) => c.key !== 'hot')
  const tabs = [
    { key: 'home', label: t`Home`, href: '/', icon: 'home' as const },
    ...shortcutTabs(shell, ['slot_game', 'arcade', 'promotions']),
    sheet.dialogTab(),
  ]
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <div className={styles.rail}>
        <Header {...shell} variant="compact" tone="sunken" logoVariant="wordmark" className={styles.header} />
        <MenuRail {...shell} label={t`Main`} games={games} className={styles.sideRail} />
      </div>
      <LazyDialog open={sheet.open} onClose={sheet.close} title={t`Menu`} size="md">
        <MenuRail {...shell} games={categories} className={styles.sheetRail} />
        <DrawerButtons {...shell} account={false} block />
      </LazyDialog>
      <div className={styles.column}>
        <Main className={styles.main}>{children}</Main>
        <Footer site={shell.site} links={footerLinks} variant="compact" className={styles.footer} />
        <BottomTabBarSpacer className={styles.phoneOnly} />
      </div>
      <PhoneTabBar tabs={tabs} pathname={pathname} className={styles.phoneOnly} />
    </PageFrame>
  )
}
