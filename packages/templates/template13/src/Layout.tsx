import { useLingui } from '@lingui/react/macro'
import { type BottomTab, BottomTabBar, BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { Button } from '@lobbykit/ui/Button'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Dialog } from '@lobbykit/ui/Dialog'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { TopNav } from '@lobbykit/ui/TopNav'
import type { LayoutProps } from '@lobbykit/ui/template'
import { useState } from 'react'
import * as styles from './Layout.css'

/**
 * Spin: a split header (pill navigation · centred logo · account), a sticky strip of category chips, bottom
 * tabs with a "More" sheet of game tiles on phones and a centred footer. Desktop from meta.breakpoint (769 px).
 */
export function Layout(props: LayoutProps) {
  const { t } = useLingui()
  const { site, session, menu, categories, actions, pathname } = props
  // The "More" sheet belongs to the page it was opened on: navigating anywhere closes it.
  const [moreOn, setMoreOn] = useState<string | null>(null)
  const everything = [...menu, ...categories]
  const tabs: BottomTab[] = ['home', 'slot_game', 'fishing', 'promotions'].flatMap((key) =>
    everything.filter((item) => item.key === key).slice(0, 1),
  )
  if (tabs[0]?.key !== 'home') tabs.unshift({ key: 'home', label: t`Home`, href: '/' })
  tabs.push({
    key: 'more',
    label: t`More`,
    href: '#more',
    icon: 'menu',
    onSelect: () => setMoreOn(pathname),
    opensDialog: true,
  })

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <Header
        {...{ site, session, actions, menu, pathname }}
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
      <Dialog open={moreOn === pathname} onClose={() => setMoreOn(null)} title={t`More`} size="sm">
        <div className={styles.more}>
          <CategoryStrip
            categories={categories}
            pathname={pathname}
            variant="tiles"
            wrap
            label={t`All games`}
          />
          <TopNav
            items={menu}
            pathname={pathname}
            variant="pill"
            label={t`Pages`}
            className={styles.morePages}
          />
          <Button tone="neutral" onClick={actions.openLanguagePicker}>
            {t`Language: ${{ language: site.language }}`}
          </Button>
        </div>
      </Dialog>
      <main id="main" className={styles.main}>
        {props.children}
      </main>
      <Footer site={site} links={props.footerLinks} variant="centered" className={styles.footer} />
      <BottomTabBarSpacer className={styles.phoneOnly} />
      <BottomTabBar tabs={tabs} pathname={pathname} label={t`Shortcuts`} className={styles.phoneOnly} />
    </div>
  )
}
