import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerButtons, DrawerPanel, MenuRail, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Quest's header: a sunken bar, underlined navigation and the emblem. */
const look = { variant: 'bar', tone: 'sunken', navVariant: 'underline', logoVariant: 'emblem' } as const

/**
 * Quest: one sunken top bar with underlined navigation (a menu button and drawer on phones), a tab strip of
 * categories with their icons, and a column footer. Desktop from meta.breakpoint (769 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { categories } = shell
  const drawer = usePhoneDrawer()
  return (
    <PageFrame className={styles.page} skipClassName={styles.skipLink}>
      <Header {...shell} {...look} sticky {...drawer.menuButton} className={styles.topBar} />
      <DrawerPanel drawer={drawer} className={styles.drawer}>
        <DrawerButtons {...shell} onClose={drawer.close} className={styles.drawerHead} />
        <MenuRail {...shell} pagesTitle games={categories} className={styles.drawerRail} />
      </DrawerPanel>
      <CategoryStrip {...shell} variant="tabs" label={t`Game categories`} className={styles.tabStrip} />
      <Main className={styles.main}>{children}</Main>
      <Footer site={shell.site} links={footerLinks} variant="columns" className={styles.footer}>
        <p
          className={styles.motto}
        >{t`Hundreds of adventure, myth and treasure slots, new quests every week.`}</p>
      </Footer>
    </PageFrame>
  )
}
