import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { LazyDialog } from '@lobbykit/ui/LazyDialog'
import { Main, PageFrame } from '@lobbykit/ui/layoutKit'
import { AllGamesGrid, DrawerButtons, usePageDrawer } from '@lobbykit/ui/PhoneDrawer'
import { PhoneTabBar, shortcutTabs } from '@lobbykit/ui/ShortcutTabs'
import { TopNav } from '@lobbykit/ui/TopNav'
import type { LayoutProps } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/** Spin's header: a raised bar split round the logo, pill navigation and the emblem. */
const look = { variant: 'bar', tone: 'raised', navVariant: 'pill', logoVariant: 'emblem' } as const

/**
 * Spin: a split header (pill navigation · centred logo · account), a sticky strip of category chips, bottom
 * tabs with a "More" sheet of game tiles on phones and a centred footer. Desktop from meta.breakpoint (769 px).
 */
export function Layout({ children, footerLinks, ...shell }: LayoutProps) {
  const { t } = useLingui()
  const { categories, pathname } = shell
  // The "More" sheet belongs to the page it was opened on: navigating anywhere closes it.
  const more = usePageDrawer(pathname)
  const tabs = shortcutTabs(shell, ['home', 'slot_game', 'fishing', 'promotions'], t`Home`)
  return (
    <PageFrame className={styles.page} skipClassName={styles.skip}>
      <Header {...shell} {...look} sticky className={styles.header} />
      <CategoryStrip {...shell} variant="chips" icons={false} className={styles.strip} />
      <LazyDialog open={more.open} onClose={more.close} title={t`More`} size="sm">
        <div className={styles.more}>
          <AllGamesGrid categories={categories} pathname={pathname} />
          <TopNav
            items={shell.menu}
            pathname={pathname}
            variant="pill"
            label={t`Pages`}
            className={styles.morePages}
          />
          <DrawerButtons {...shell} account={false} />
        </div>
      </LazyDialog>
      <Main className={styles.main}>{children}</Main>
      <Footer site={shell.site} links={footerLinks} variant="centered" className={styles.footer} />
      <PhoneTabBar
        tabs={[...tabs, more.dialogTab()]}
        pathname={pathname}
        className={styles.phoneOnly}
        spacer="before"
      />
    </PageFrame>
  )
}
