import { useLingui } from '@lingui/react/macro'
import { type BottomTab, BottomTabBar, BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { Icon } from '@lobbykit/ui/Icon'
import { SideRail } from '@lobbykit/ui/SideRail'
import { TopNav } from '@lobbykit/ui/TopNav'
import type { LayoutProps, NavItem } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/** The phone tab bar: home, slots, live casino, promotions and "More", which opens the drawer. */
function phoneTabs(
  menu: NavItem[],
  categories: NavItem[],
  drawer: { open: boolean; id: string; toggle: () => void },
  labels: { home: string; close: string; more: string },
): BottomTab[] {
  const home = menu.find((item) => item.key === 'home') ?? { key: 'home', label: labels.home, href: '/' }
  const picks = [
    home,
    categories.find((item) => item.key === 'slot_game'),
    categories.find((item) => item.key === 'casino'),
    menu.find((item) => item.key === 'promotions'),
  ].filter((item): item is NavItem => item !== undefined)
  const more: BottomTab = {
    key: 'more',
    label: drawer.open ? labels.close : labels.more,
    href: '#',
    icon: drawer.open ? 'close' : 'menu',
    onSelect: drawer.toggle,
    expanded: drawer.open,
    controls: drawer.id,
  }
  return [...picks, more]
}

/**
 * Harbor: a top bar (logo, underlined menu, account) over a sticky strip of category chips; on phones a
 * bottom tab bar whose "More" opens a drawer; a column footer. Desktop from meta.breakpoint (1024 px).
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
  const [drawerOpen, setDrawerOpen] = useState(false)
  const drawerId = useId()
  const toggle = () => setDrawerOpen((open) => !open)
  return (
    <div className={styles.page}>
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
        tone="raised"
        navVariant="underline"
        logoVariant="emblem"
        sticky
        className={styles.header}
      />
      <CategoryStrip
        categories={categories}
        pathname={pathname}
        variant="chips"
        icons={false}
        className={styles.strip}
      />
      <div id={drawerId} className={styles.drawer} hidden={!drawerOpen}>
        <button type="button" className={styles.drawerLanguage} onClick={actions.openLanguagePicker}>
          <Icon name="globe" size={18} />
          {t`Language: ${{ language: site.language }}`}
        </button>
        <SideRail
          label={t`Menu`}
          pathname={pathname}
          className={styles.drawerRail}
          groups={[{ items: menu }, { title: t`Games`, items: categories }]}
        />
      </div>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer site={site} links={footerLinks} variant="columns" className={styles.footer}>
        <div className={styles.footerGames}>
          <p className={styles.footerHeading}>{t`Games`}</p>
          <TopNav
            label={t`Footer games`}
            items={categories.filter((item) => item.key !== 'hot').slice(0, 6)}
            variant="plain"
          />
        </div>
      </Footer>
      <BottomTabBarSpacer className={styles.phoneOnly} />
      <BottomTabBar
        label={t`Shortcuts`}
        pathname={pathname}
        tabs={phoneTabs(
          menu,
          categories,
          { open: drawerOpen, id: drawerId, toggle },
          { home: t`Home`, close: t`Close`, more: t`More` },
        )}
        className={styles.phoneOnly}
      />
    </div>
  )
}
