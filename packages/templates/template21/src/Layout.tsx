import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { FooterWordmark, Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerButtons, MenuRail, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import { PhoneTabBar, shortcutTabs, useCashierTab } from '@lobbykit/ui/ShortcutTabs'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Arena's header: a raised bar, underlined navigation and the emblem. */
const look = { navVariant: 'underline', logoVariant: 'emblem', tone: 'raised' } as const

/**
 * Arena: a raised top bar with underlined navigation, a sticky tab strip of game categories, a menu drawer
 * and bottom tabs (with a raised Join / Deposit button) on phones, and an impact wordmark footer. Desktop
 * from meta.breakpoint (960 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { site, categories, pathname } = shell
  const drawer = usePhoneDrawer()
  const cashier = useCashierTab(shell.session, shell.actions, 'plus')
  const quick = shortcutTabs(shell, ['home', 'sportsbook', 'casino', 'promotions'])
  return (
    <PageFrame className={styles.shell} skipClassName={styles.skip}>
      <Header {...shell} {...look} sticky {...drawer.menuButton} className={styles.topBar} />
      <CategoryStrip className={styles.tabStrip} {...shell} variant="tabs" icons={false} />
      {drawer.open ? (
        <div className={styles.drawer}>
          <MenuRail {...shell} className={styles.drawerRail} games={categories} />
          <DrawerButtons {...shell} size="sm" icons className={styles.drawerTools} />
        </div>
      ) : null}
      <Main className={styles.main}>{children}</Main>
      <Footer className={styles.footer} site={site} links={footerLinks} variant="centered">
        <FooterWordmark site={site} className={styles.wordmark} />
      </Footer>
      <PhoneTabBar
        className={styles.phoneBar}
        pathname={pathname}
        tabs={[...quick.slice(0, 2), cashier, ...quick.slice(2)]}
        spacer="before"
      />
    </PageFrame>
  )
}
