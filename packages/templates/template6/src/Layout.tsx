import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { FooterWordmark, Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerPanel, LanguageButton, MenuRail, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Dynasty's header: two rows, plain navigation and the emblem. */
const look = { variant: 'stacked', navVariant: 'plain', logoVariant: 'emblem' } as const

/**
 * Dynasty: a two-row header on the brand band (logo and account, then the menu), an icon strip of game
 * categories under it, a drawer on phones and a wordmark footer. Desktop from meta.breakpoint (999 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { site } = shell
  const drawer = usePhoneDrawer()
  const licence = t`Gambling can be addictive. Play responsibly.`
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <Header {...shell} {...look} sticky {...drawer.menuButton} className={styles.band} />
      <DrawerPanel drawer={drawer} as="section" label={t`Menu`} className={styles.drawer}>
        <LanguageButton {...shell} className={styles.drawerButton} />
        <MenuRail {...shell} label={t`Site menu`} className={styles.drawerRail} />
      </DrawerPanel>
      <CategoryStrip variant="tiles" {...shell} label={t`Game categories`} className={styles.strip} />
      <Main className={styles.main}>{children}</Main>
      <Footer site={site} links={footerLinks} variant="columns" licence={licence} className={styles.footer}>
        <FooterWordmark site={site} className={styles.wordmark} />
      </Footer>
    </PageFrame>
  )
}
