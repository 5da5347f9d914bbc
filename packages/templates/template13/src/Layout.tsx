import { t } from '@lingui/core/macro'
import { type BottomTab, BottomTabBar, BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps, NavItem } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/** The four pages Spin's centred footer lists when the shell passes none; each lives at /<key>. */
function spinPages(): NavItem[] {
  const pages = {
    about: t`About us`,
    faqs: t`FAQs`,
    'responsible-gaming': t`Play responsibly`,
    'contact-us': t`Contact us`,
  }
  return Object.entries(pages).map(([key, label]) => ({ key, label, href: `/${key}` }))
}

/**
 * Spin: a split header (pill navigation · centred logo · account), a sticky strip of category chips, bottom
 * tabs with a "More" drawer on phones and a centred footer. Desktop from meta.breakpoint (769 px).
 */
export function Layout(props: LayoutProps) {
  const { site, session, menu, categories, actions, pathname } = props
  const [menuOpen, setMenuOpen] = useState(false)
  const drawerId = useId()
  const everything = [...menu, ...categories]
  const tabs: BottomTab[] = ['home', 'slot_game', 'fishing', 'promotions'].flatMap((key) =>
    everything.filter((item) => item.key === key).slice(0, 1),
  )
  if (tabs[0]?.key !== 'home') tabs.unshift({ key: 'home', label: t`Home`, href: '/' })
  const more: BottomTab = { key: 'more', label: menuOpen ? t`Close` : t`More`, href: `#${drawerId}` }
  tabs.push({ ...more, icon: menuOpen ? 'close' : 'menu', onSelect: () => setMenuOpen((open) => !open) })

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
        navVariant="pill"
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
      <aside id={drawerId} aria-label={t`Site menu`} className={styles.drawer} hidden={!menuOpen}>
        <button type="button" className={styles.drawerButton} onClick={actions.openLanguagePicker}>
          {t`Language: ${site.language}`}
        </button>
        <SideRail
          label={t`Menu`}
          pathname={pathname}
          className={styles.drawerRail}
          groups={[{ items: menu }, { title: t`Games`, items: categories }]}
        />
      </aside>
      <main id="main" className={styles.main}>
        {props.children}
      </main>
      <Footer
        site={site}
        links={props.footerLinks ?? spinPages()}
        variant="centered"
        className={styles.footer}
      />
      <BottomTabBarSpacer className={styles.phoneOnly} />
      <BottomTabBar tabs={tabs} pathname={pathname} label={t`Shortcuts`} className={styles.phoneOnly} />
    </div>
  )
}
