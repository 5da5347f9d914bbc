import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerPanel, LanguageButton, MenuRail, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Strip's header: one bar (brand-coloured by its styles), pill navigation and the emblem. */
const look = { variant: 'bar', navVariant: 'pill', logoVariant: 'emblem' } as const

/**
 * Strip: one brand-coloured top bar with pill navigation, sticky category chips under it, a drawer on
 * phones and a one-line footer. Desktop from meta.breakpoint (999 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { site } = shell
  const panel = usePhoneDrawer()
  const licence = t`Gambling can be addictive. Play responsibly.`
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <Header {...shell} {...look} sticky {...panel.menuButton} className={styles.bar} />
      <CategoryStrip {...shell} label={t`Game categories`} className={styles.chips} />
      <DrawerPanel drawer={panel} as="section" label={t`Menu`} className={styles.panel}>
        <MenuRail {...shell} label={t`Site menu`} className={styles.panelRail} />
        <LanguageButton {...shell} className={styles.panelButton} />
      </DrawerPanel>
      <Main className={styles.main}>{children}</Main>
      <Footer site={site} links={footerLinks} variant="compact" licence={licence} className={styles.footer} />
    </PageFrame>
  )
}
