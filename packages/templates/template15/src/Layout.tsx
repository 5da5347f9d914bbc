import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { FooterWordmark, Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerPanel, LanguageButton, MenuRail, usePageDrawer } from '@lobbykit/ui/PhoneDrawer'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Fortune's header: the crest centred on the raised surface, plain navigation beneath it. */
const look = { variant: 'centered', tone: 'raised', navVariant: 'plain', logoVariant: 'emblem' } as const

/**
 * Fortune: the centred crest with capital navigation beneath it, a strip of category icons, a drawer on
 * phones and a footer under a giant wordmark. Desktop from meta.breakpoint (768 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { site, categories, pathname } = shell
  // The drawer is open on the page it was opened on; following one of its links closes it.
  const drawer = usePageDrawer(pathname)
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <Header {...shell} {...look} {...drawer.menuButton} className={styles.header} />
      <DrawerPanel drawer={drawer} as="aside" label={t`Site menu`} className={styles.drawer}>
        <LanguageButton {...shell} className={styles.drawerLanguage} />
        <MenuRail {...shell} games={categories} className={styles.drawerRail} />
      </DrawerPanel>
      <CategoryStrip {...shell} variant="tiles" className={styles.icons} />
      <Main className={styles.main}>{children}</Main>
      <Footer site={site} links={footerLinks} variant="columns" className={styles.footer}>
        <FooterWordmark site={site} className={styles.wordmark} />
      </Footer>
    </PageFrame>
  )
}
