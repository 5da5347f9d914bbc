import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerButtons, DrawerPanel, MenuRail, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Obsidian's header: a sunken bar, plain navigation and the wordmark. */
const look = { variant: 'bar', tone: 'sunken', navVariant: 'plain', logoVariant: 'wordmark' } as const

/**
 * Obsidian: a split header (menu left, logo centred, account right) over an underlined category strip; on
 * phones a menu button opens a drawer of icon tiles from the right; a column footer. Desktop from
 * meta.breakpoint (999 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const drawer = usePhoneDrawer()
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <Header {...shell} {...look} sticky {...drawer.menuButton} className={styles.header} />
      <CategoryStrip {...shell} variant="tabs" icons={false} className={styles.strip} />
      <DrawerPanel drawer={drawer} className={styles.drawer}>
        <DrawerButtons
          {...shell}
          account={false}
          size="sm"
          onClose={drawer.close}
          className={styles.drawerHead}
        />
        <MenuRail
          {...shell}
          variant="icons"
          label={t`All pages`}
          pagesTitle
          games={shell.categories}
          className={styles.tiles}
        />
      </DrawerPanel>
      <Main className={styles.main}>{children}</Main>
      <Footer site={shell.site} links={footerLinks} variant="columns" className={styles.footer} />
    </PageFrame>
  )
}
