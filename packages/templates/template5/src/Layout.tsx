import { useLingui } from '@lingui/react/macro'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { FooterWordmark, Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerPanel, LanguageButton, MenuRail, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import { PhoneTabBar, shortcutTabs } from '@lobbykit/ui/ShortcutTabs'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Neon's header: a raised bar (a pill, by its styles), pill navigation and the emblem. */
const look = { variant: 'bar', tone: 'raised', navVariant: 'pill', logoVariant: 'emblem' } as const

/**
 * Neon: a floating pill header with pill navigation; on phones a bottom tab bar whose last tab opens the
 * menu sheet; a footer led by a giant wordmark. Desktop from meta.breakpoint (1024 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { site, categories, pathname } = shell
  const sheet = usePhoneDrawer()
  const tabs = shortcutTabs(shell, ['home', 'slot_game', 'casino', 'promotions'], t`Home`)
  const licence = t`Gambling can be addictive. Play responsibly.`
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <Header {...shell} {...look} sticky className={styles.header} />
      <DrawerPanel drawer={sheet} as="section" label={t`Menu`} className={styles.sheet}>
        <LanguageButton {...shell} className={styles.sheetLanguage} />
        <MenuRail {...shell} label={t`Site menu`} games={categories} className={styles.sheetRail} />
      </DrawerPanel>
      <Main className={styles.main}>{children}</Main>
      <Footer site={site} links={footerLinks} variant="compact" licence={licence} className={styles.footer}>
        <FooterWordmark site={site} className={styles.wordmark} />
      </Footer>
      <PhoneTabBar tabs={[...tabs, sheet.tab()]} pathname={pathname} className={styles.tabBar} />
    </PageFrame>
  )
}
