import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { footerGameItems, Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerPanel, LanguageButton, MenuRail, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import { PhoneTabBar, shortcutTabs } from '@lobbykit/ui/ShortcutTabs'
import { TopNav } from '@lobbykit/ui/TopNav'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** The phone tab bar: home, slots, live casino, promotions and "More", which opens the drawer. */
const tabKeys = ['home', 'slot_game', 'casino', 'promotions']

/** Harbor's header: a raised bar, underlined navigation and the emblem. */
const look = { variant: 'bar', tone: 'raised', navVariant: 'underline', logoVariant: 'emblem' } as const

/**
 * Harbor: a top bar (logo, underlined menu, account) over a sticky strip of category chips; on phones a
 * bottom tab bar whose "More" opens a drawer; a column footer. Desktop from meta.breakpoint (1024 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { site, categories, pathname } = shell
  const drawer = usePhoneDrawer()
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <Header {...shell} {...look} sticky className={styles.header} />
      <CategoryStrip {...shell} variant="chips" icons={false} className={styles.strip} />
      <DrawerPanel drawer={drawer} className={styles.drawer}>
        <LanguageButton {...shell} icon className={styles.drawerLanguage} />
        <MenuRail {...shell} games={categories} className={styles.drawerRail} />
      </DrawerPanel>
      <Main className={styles.main}>{children}</Main>
      <Footer site={site} links={footerLinks} variant="columns" className={styles.footer}>
        <div className={styles.footerGames}>
          <p className={styles.footerHeading}>{t`Games`}</p>
          <TopNav label={t`Footer games`} items={footerGameItems(categories)} variant="plain" />
        </div>
      </Footer>
      <PhoneTabBar
        tabs={[...shortcutTabs(shell, tabKeys, t`Home`), drawer.tab()]}
        pathname={pathname}
        className={styles.phoneOnly}
        spacer="before"
      />
    </PageFrame>
  )
}
