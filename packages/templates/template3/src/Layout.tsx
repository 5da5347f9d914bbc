import { useLingui } from '@lingui/react/macro'
import { type BottomTab, BottomTabBar, BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { Icon } from '@lobbykit/ui/Icon'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps, NavItem } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/**
 * Riviera: a side rail holding the logo, the account, the site menu and the game categories, with the
 * language at its foot; on phones a top bar and bottom tabs, whose "More" opens the rail as a drawer;
 * a one-line footer. Desktop from meta.breakpoint (1200 px).
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
  const [railOpen, setRailOpen] = useState(false)
  const railId = useId()
  const byKey = (items: NavItem[], key: string) => items.filter((item) => item.key === key)
  const tabs: BottomTab[] = [
    ...(byKey(menu, 'home').length ? byKey(menu, 'home') : [{ key: 'home', label: t`Home`, href: '/' }]),
    ...byKey(categories, 'slot_game'),
    ...byKey(categories, 'casino'),
    ...byKey(menu, 'promotions'),
    {
      key: 'more',
      href: '#',
      label: railOpen ? t`Close` : t`More`,
      icon: railOpen ? 'close' : 'menu',
      onSelect: () => setRailOpen((open) => !open),
      expanded: railOpen,
      controls: railId,
    },
  ]
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <div className={styles.rail}>
        <Header
          site={site}
          session={session}
          actions={actions}
          variant="compact"
          tone="raised"
          logoVariant="emblem"
          className={styles.header}
        />
        <div id={railId} className={styles.railBody} hidden={!railOpen}>
          <SideRail
            label={t`Main`}
            pathname={pathname}
            className={styles.sideRail}
            groups={[
              { items: menu },
              { title: t`Games`, items: categories.filter((item) => item.key !== 'hot') },
            ]}
          />
          <button type="button" className={styles.language} onClick={actions.openLanguagePicker}>
            <Icon name="globe" size={18} />
            {t`Language: ${{ language: site.language }}`}
          </button>
        </div>
      </div>
      <div className={styles.column}>
        <main id="main" className={styles.main}>
          {children}
        </main>
        <Footer site={site} links={footerLinks} variant="compact" className={styles.footer} />
        <BottomTabBarSpacer className={styles.phoneOnly} />
      </div>
      <BottomTabBar label={t`Shortcuts`} pathname={pathname} tabs={tabs} className={styles.phoneOnly} />
    </div>
  )
}
