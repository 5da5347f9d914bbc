import { useLingui } from '@lingui/react/macro'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { Icon } from '@lobbykit/ui/Icon'
import { Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerPanel, LanguageButton, MenuRail, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Salon's header: the crest centred on the surface, plain navigation beneath it. */
const look = { variant: 'centered', tone: 'surface', navVariant: 'plain', logoVariant: 'emblem' } as const

/**
 * Salon: a utility row with the account, a centred crest and spaced capital navigation beneath it; phones
 * keep the crest and open a menu drawer from its side; a centred footer. Desktop from meta.breakpoint
 * (1200 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const drawer = usePhoneDrawer()
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <Header {...shell} {...look} {...drawer.menuButton} className={styles.header} />
      <DrawerPanel drawer={drawer} className={styles.drawer}>
        <MenuRail {...shell} games={shell.categories} className={styles.drawerRail} />
        <div className={styles.drawerFoot}>
          <LanguageButton {...shell} icon className={styles.drawerButton} />
          <button type="button" className={styles.drawerButton} onClick={drawer.close}>
            <Icon name="close" size={18} />
            {t`Close menu`}
          </button>
        </div>
      </DrawerPanel>
      <Main className={styles.main}>{children}</Main>
      <Footer site={shell.site} links={footerLinks} variant="centered" className={styles.footer} />
    </PageFrame>
  )
}
