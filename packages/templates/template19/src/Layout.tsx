import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { FooterWordmark, Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerButtons, DrawerPanel, MenuRail, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import { PhoneTabBar, shortcutTabs } from '@lobbykit/ui/ShortcutTabs'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/**
 * Fizz: a floating brand-coloured pill header with pill navigation, a sticky strip of category chips,
 * bottom tabs on phones (the last opens a sheet with everything else) and a giant-wordmark footer.
 * Desktop from meta.breakpoint (1024 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { site, categories, pathname } = shell
  const sheet = usePhoneDrawer()
  const tabs = shortcutTabs(shell, ['home', 'slot_game', 'fishing', 'promotions'], t`Home`)
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <div className={styles.float}>
        <Header {...shell} navVariant="pill" logoVariant="emblem" className={styles.pill} />
      </div>
      <CategoryStrip {...shell} icons={false} variant="chips" className={styles.strip} />
      <DrawerPanel drawer={sheet} mode="data" className={styles.sheet}>
        <DrawerButtons {...shell} size="sm" className={styles.sheetAccount} />
        <MenuRail {...shell} games={categories} className={styles.sheetNav} />
      </DrawerPanel>
      <Main className={styles.main}>{children}</Main>
      <Footer site={site} links={footerLinks} variant="columns" className={styles.footer}>
        <FooterWordmark site={site} className={styles.wordmark} />
      </Footer>
      <PhoneTabBar
        tabs={[...tabs, sheet.tab()]}
        pathname={pathname}
        className={styles.phoneOnly}
        spacer="before"
      />
    </PageFrame>
  )
}
