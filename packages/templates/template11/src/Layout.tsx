import { useLingui } from '@lingui/react/macro'
import { type BottomTab, BottomTabBar, BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { Button } from '@lobbykit/ui/Button'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { SideRail } from '@lobbykit/ui/SideRail'
import { TopNav } from '@lobbykit/ui/TopNav'
import type { LayoutProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/**
 * Arcade: a sunken top bar with block navigation over an icon rail of categories (desktop), bottom tabs and
 * a game-select drawer on phones, and a one-line footer. Desktop from meta.breakpoint (768 px).
 */
export function Layout({
  site,
  session,
  menu,
  categories,
  actions,
  pathname,
  children,
  footerLinks,
}: LayoutProps) {
  const { t } = useLingui()
  const [selectOpen, setSelectOpen] = useState(false)
  const selectId = useId()
  // Arcade's phone tabs: the first three categories, then a game-select button that opens every category.
  const tabs: BottomTab[] = [
    menu.find((item) => item.key === 'home') ?? { key: 'home', label: t`Home`, href: '/' },
    ...categories.slice(0, 3),
    {
      key: 'select',
      label: selectOpen ? t`Close` : t`All games`,
      href: '#',
      icon: selectOpen ? 'close' : 'arcade',
      onSelect: () => setSelectOpen((open) => !open),
      expanded: selectOpen,
      controls: selectId,
    },
  ]

  return (
    <div className={styles.cabinet}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <Header
        site={site}
        session={session}
        actions={actions}
        menu={menu}
        pathname={pathname}
        variant="bar"
        tone="sunken"
        navVariant="pill"
        logoVariant="wordmark"
        sticky
        className={styles.topBar}
      />
      <SideRail
        variant="icons"
        label={t`Game categories`}
        pathname={pathname}
        groups={[{ items: categories }]}
        className={styles.iconRail}
      />
      <div id={selectId} className={styles.gameSelect} hidden={!selectOpen}>
        <div className={styles.gameSelectActions}>
          <Button size="sm" tone="neutral" onClick={session.signedIn ? actions.logout : actions.login}>
            {session.signedIn ? t`Log out` : t`Log in`}
          </Button>
          <Button size="sm" tone="neutral" onClick={actions.openLanguagePicker}>
            {t`Language: ${{ language: site.language }}`}
          </Button>
        </div>
        <TopNav items={menu} pathname={pathname} label={t`Menu`} variant="plain" />
        <CategoryStrip
          categories={categories}
          pathname={pathname}
          variant="tiles"
          wrap
          label={t`All games`}
        />
      </div>
      <main id="main" className={styles.screen}>
        {children}
      </main>
      <Footer site={site} links={footerLinks} variant="compact" className={styles.footer} />
      <BottomTabBar tabs={tabs} pathname={pathname} label={t`Shortcuts`} className={styles.phoneOnly} />
      <BottomTabBarSpacer className={styles.phoneOnly} />
    </div>
  )
}
