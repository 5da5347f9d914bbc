import { useLingui } from '@lingui/react/macro'
import { BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerPanel, LanguageButton, MenuRail, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import { PhoneTabBar, shortcutTabs } from '@lobbykit/ui/ShortcutTabs'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/**
 * Riviera: a side rail holding the logo, the account, the site menu and the game categories, with the
 * language at its foot; on phones a top bar and bottom tabs, whose "More" opens the rail as a drawer;
 * a one-line footer. Desktop from meta.breakpoint (1200 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { categories, pathname } = shell
  const rail = usePhoneDrawer()
  const tabs = [...shortcutTabs(shell, ['home', 'slot_game', 'casino', 'promotions'], t`Home`), rail.tab()]
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <div className={styles.rail}>
        <Header {...shell} variant="compact" tone="raised" logoVariant="emblem" className={styles.header} />
        <DrawerPanel drawer={rail} className={styles.railBody}>
          <MenuRail
            {...shell}
            label={t`Main`}
            games={categories.filter((item) => item.key !== 'hot')}
            className={styles.sideRail}
          />
          <LanguageButton {...shell} icon className={styles.language} />
        </DrawerPanel>
      </div>
      <div className={styles.column}>
        <Main className={styles.main}>{children}</Main>
        <Footer site={shell.site} links={footerLinks} variant="compact" className={styles.footer} />
        <BottomTabBarSpacer className={styles.phoneOnly} />
      </div>
      <PhoneTabBar tabs={tabs} pathname={pathname} className={styles.phoneOnly} />
    </PageFrame>
  )
}
