import { useLingui } from '@lingui/react/macro'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { GameIconRail, Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { DrawerPanel, LanguageButton, MenuRail, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import { PhoneTabBar, shortcutTabs } from '@lobbykit/ui/ShortcutTabs'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** The phone tabs: home, the hot list, live casino and VIP when the shell has them, then the menu sheet. */
const tabKeys = ['home', 'hot', 'casino', 'vip']

/** Deco's header: a bar on the surface, underlined navigation and the wordmark. */
const look = { variant: 'bar', tone: 'surface', navVariant: 'underline', logoVariant: 'wordmark' } as const

/**
 * Deco: a top bar in spaced capitals over a narrow icon rail of game categories (desktop); bottom tabs
 * with a menu sheet on phones; a centred footer. Desktop from meta.breakpoint (1024 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { site, categories, pathname } = shell
  const sheet = usePhoneDrawer()
  const tabs = [...shortcutTabs(shell, tabKeys), sheet.tab({ key: 'sheet' })]
  const licence = t`Gambling can be addictive. Play responsibly.`
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <Header {...shell} {...look} sticky className={styles.header} />
      <GameIconRail categories={categories} pathname={pathname} title={t`Games`} className={styles.rail} />
      <DrawerPanel drawer={sheet} as="section" label={t`Menu`} className={styles.sheet}>
        <LanguageButton {...shell} className={styles.sheetButton} />
        <MenuRail {...shell} label={t`Site menu`} games={categories} className={styles.sheetRail} />
      </DrawerPanel>
      <Main className={styles.main}>{children}</Main>
      <Footer
        site={site}
        links={footerLinks}
        variant="centered"
        licence={licence}
        className={styles.footer}
      />
      <PhoneTabBar tabs={tabs} pathname={pathname} className={styles.tabs} />
    </PageFrame>
  )
}
