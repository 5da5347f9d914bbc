import { useLingui } from '@lingui/react/macro'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { FooterGames, GameIconRail, Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { AllGamesGrid, DrawerButtons, DrawerPanel, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import { PhoneTabBar, shortcutTabs } from '@lobbykit/ui/ShortcutTabs'
import { TopNav } from '@lobbykit/ui/TopNav'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/**
 * Pitch: a brand-coloured top bar with the site menu, an icon rail of game categories down the left at
 * desktop, bottom tabs on phones (the last opens the rest), and a footer in columns. Desktop from
 * meta.breakpoint (960 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { categories, pathname } = shell
  const more = usePhoneDrawer()
  const shortcuts = shortcutTabs(shell, ['home', 'sportsbook', 'casino', 'promotions'], t`Home`)
  return (
    <PageFrame className={styles.frame} skipClassName={styles.skip}>
      <Header {...shell} navVariant="underline" logoVariant="emblem" sticky className={styles.topBar} />
      <GameIconRail categories={categories} pathname={pathname} className={styles.iconRail} />
      <DrawerPanel drawer={more} mode="data" className={styles.more}>
        <DrawerButtons {...shell} size="sm" className={styles.moreAccount} />
        <TopNav
          items={shell.menu}
          pathname={pathname}
          label={t`Menu`}
          variant="plain"
          icons
          className={styles.moreMenu}
        />
        <AllGamesGrid categories={categories} pathname={pathname} />
      </DrawerPanel>
      <Main className={styles.main}>{children}</Main>
      <Footer site={shell.site} links={footerLinks} variant="columns" className={styles.footer}>
        <FooterGames
          categories={categories}
          plainLinks
          className={styles.footerGames}
          headingClassName={styles.footerHeading}
        />
      </Footer>
      <PhoneTabBar
        tabs={[...shortcuts, more.tab()]}
        pathname={pathname}
        className={styles.phones}
        spacer="before"
      />
    </PageFrame>
  )
}
