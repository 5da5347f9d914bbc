import { useLingui } from '@lingui/react/macro'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerButtons, DrawerPanel, MenuRail, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Galaxy's header: compact and sunken, with the emblem (the rail holds the menu). */
const look = { variant: 'compact', tone: 'sunken', logoVariant: 'emblem' } as const

/**
 * Galaxy: a wide side rail holding the header (logo over the account area), the site menu and the game
 * categories, with the language at its foot; on phones the header is a top bar and the rail opens as a
 * drawer. Desktop from meta.breakpoint (768 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const drawer = usePhoneDrawer()
  const games = shell.categories.filter((c) => c.key !== 'hot')
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <div className={styles.rail}>
        <Header {...shell} {...look} {...drawer.menuButton} className={styles.header} />
        <DrawerPanel drawer={drawer} mode="data" className={styles.drawer}>
          <MenuRail {...shell} label={t`Main`} games={games} className={styles.sideRail} />
          <DrawerButtons {...shell} size="sm" icons className={styles.railFoot} />
        </DrawerPanel>
      </div>

      <div className={styles.column}>
        <Main className={styles.main}>{children}</Main>
        <Footer site={shell.site} links={footerLinks} variant="compact" className={styles.footer} />
      </div>
    </PageFrame>
  )
}
