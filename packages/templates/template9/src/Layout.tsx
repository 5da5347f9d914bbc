import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { FooterGames, Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerButtons, DrawerPanel, MenuRail, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import { PhoneTabBar, shortcutTabs } from '@lobbykit/ui/ShortcutTabs'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Palazzo's header: two raised rows, underlined navigation and the emblem. */
const look = { variant: 'stacked', tone: 'raised', navVariant: 'underline', logoVariant: 'emblem' } as const

/**
 * Palazzo: a two-row header (logo and account, then the underlined site menu), a tab strip of game
 * categories, bottom tabs with a "More" drawer on phones, and a three-column footer. Desktop from
 * meta.breakpoint (999 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { categories, pathname } = shell
  const drawer = usePhoneDrawer()
  const tabs = shortcutTabs(shell, ['home', 'slot_game', 'casino', 'promotions'], t`Home`)
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <Header {...shell} {...look} className={styles.header} />
      <CategoryStrip
        {...shell}
        variant="tabs"
        icons={false}
        label={t`Game categories`}
        className={styles.strip}
      />
      <DrawerPanel drawer={drawer} className={styles.drawer}>
        <DrawerButtons {...shell} className={styles.drawerAccount} />
        <MenuRail {...shell} games={categories} className={styles.drawerRail} />
      </DrawerPanel>
      <Main className={styles.main}>{children}</Main>
      <Footer site={shell.site} links={footerLinks} variant="columns" className={styles.footer}>
        <FooterGames
          categories={categories}
          className={styles.footerGames}
          headingClassName={styles.footerHeading}
          listClassName={styles.footerList}
          linkClassName={styles.footerLink}
        />
      </Footer>
      <PhoneTabBar
        tabs={[...tabs, drawer.tab()]}
        pathname={pathname}
        className={styles.phoneOnly}
        spacer="after"
      />
    </PageFrame>
  )
}
