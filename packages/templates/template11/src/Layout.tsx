import { useLingui } from '@lingui/react/macro'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { GameIconRail, Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { AllGamesGrid, DrawerButtons, DrawerPanel, usePhoneDrawer } from '@lobbykit/ui/PhoneDrawer'
import { PhoneTabBar, shortcutTabs } from '@lobbykit/ui/ShortcutTabs'
import { TopNav } from '@lobbykit/ui/TopNav'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Arcade's header: a sunken bar, block (pill) navigation and the wordmark. */
const look = { variant: 'bar', tone: 'sunken', navVariant: 'pill', logoVariant: 'wordmark' } as const

/**
 * Arcade: a sunken top bar with block navigation over an icon rail of categories (desktop), bottom tabs and
 * a game-select drawer on phones, and a one-line footer. Desktop from meta.breakpoint (768 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { categories, pathname } = shell
  const select = usePhoneDrawer()
  // Arcade's phone tabs: the first three categories, then a game-select button that opens every category.
  const tabs = [
    ...shortcutTabs(shell, ['home'], t`Home`),
    ...categories.slice(0, 3),
    select.tab({
      key: 'select',
      label: select.open ? t`Close` : t`All games`,
      icon: select.open ? 'close' : 'arcade',
    }),
  ]
  return (
    <PageFrame className={styles.cabinet} skipClassName={styles.skip}>
      <Header {...shell} {...look} sticky className={styles.topBar} />
      <GameIconRail categories={categories} pathname={pathname} className={styles.iconRail} />
      <DrawerPanel drawer={select} className={styles.gameSelect}>
        <DrawerButtons {...shell} size="sm" className={styles.gameSelectActions} />
        <TopNav items={shell.menu} pathname={pathname} label={t`Menu`} variant="plain" />
        <AllGamesGrid categories={categories} pathname={pathname} />
      </DrawerPanel>
      <Main className={styles.screen}>{children}</Main>
      <Footer site={shell.site} links={footerLinks} variant="compact" className={styles.footer} />
      <PhoneTabBar tabs={tabs} pathname={pathname} className={styles.phoneOnly} spacer="after" />
    </PageFrame>
  )
}
