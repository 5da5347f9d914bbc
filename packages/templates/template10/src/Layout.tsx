import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { FooterWordmark, Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerButtons, DrawerPanel, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import { PhoneTabBar, shortcutTabs } from '@lobbykit/ui/ShortcutTabs'
import { TopNav } from '@lobbykit/ui/TopNav'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Candy's header: a bar (accent-coloured by its styles), pill navigation and the emblem. */
const look = { variant: 'bar', navVariant: 'pill', logoVariant: 'emblem' } as const

/**
 * Candy: a header in the accent colour with pill navigation, a strip of category icon tiles, bottom tabs
 * on phones (home and slots, a raised round menu button, fishing and promotions), and a giant wordmark footer. Desktop from
 * meta.breakpoint (1200 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { site, menu, pathname } = shell
  const sheet = usePhoneDrawer()
  // Candy's phone tabs: two links either side of a raised round button that opens the menu sheet.
  const sides = shortcutTabs(shell, ['home', 'slot_game', 'fishing'], t`Home`)
  const candyButton = sheet.tab({ key: 'sheet', label: sheet.open ? t`Close` : t`Menu`, featured: true })
  const tabs = [...sides.slice(0, 2), candyButton, ...sides.slice(2), ...shortcutTabs(shell, ['promotions'])]
  return (
    <PageFrame className={styles.page} skipClassName={styles.skipLink}>
      <Header {...shell} {...look} sticky className={styles.header} />
      <CategoryStrip {...shell} variant="tiles" label={t`Game categories`} className={styles.iconStrip} />
      <DrawerPanel drawer={sheet} className={styles.sheet}>
        <DrawerButtons {...shell} className={styles.sheetActions} />
        <TopNav
          items={menu}
          pathname={pathname}
          label={t`Menu`}
          icons
          variant="pill"
          className={styles.sheetMenu}
        />
      </DrawerPanel>
      <Main className={styles.main}>{children}</Main>
      <Footer site={site} links={footerLinks} variant="compact" className={styles.footer}>
        <FooterWordmark site={site} className={styles.wordmark} />
      </Footer>
      <PhoneTabBar tabs={tabs} pathname={pathname} className={styles.phoneOnly} spacer="after" />
    </PageFrame>
  )
}
