import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { FooterGames, Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { PhoneTabBar, shortcutTabs, useCashierTab } from '@lobbykit/ui/ShortcutTabs'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Saloon's header: a sunken bar, underlined navigation and the wordmark. */
const look = { variant: 'bar', tone: 'sunken', navVariant: 'underline', logoVariant: 'wordmark' } as const

/**
 * Saloon: a sticky top bar (wordmark, menu, account) over an underlined category strip; on phones the menu
 * scrolls in a second header row and a tab bar carries the main rooms with Join/Deposit raised in the
 * middle. Three-column footer with the games listed. Desktop from meta.breakpoint (768 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { categories, pathname } = shell
  const cashier = useCashierTab(shell.session, shell.actions, 'user')
  const rooms = [
    ...shortcutTabs(shell, ['home', 'slot_game'], t`Home`),
    cashier,
    ...shortcutTabs(shell, ['promotions', 'vip']),
  ]
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <Header {...shell} {...look} sticky className={styles.header} />
      <CategoryStrip {...shell} variant="tabs" icons={false} className={styles.strip} />
      <Main className={styles.main}>{children}</Main>
      <Footer site={shell.site} links={footerLinks} variant="columns" className={styles.footer}>
        <FooterGames
          categories={categories}
          className={styles.gamesColumn}
          headingClassName={styles.columnTitle}
          listClassName={styles.columnList}
          linkClassName={styles.columnLink}
        />
      </Footer>
      <PhoneTabBar
        tabs={rooms}
        pathname={pathname}
        label={t`Rooms`}
        className={styles.phoneOnly}
        spacer="before"
      />
    </PageFrame>
  )
}
