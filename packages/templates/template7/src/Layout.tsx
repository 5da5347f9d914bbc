import { useLingui } from '@lingui/react/macro'
import { type BottomTab, BottomTabBar } from '@lobbykit/ui/BottomTabBar'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/** The phone tabs: home, the hot list, live casino and VIP when the shell has them, then the menu sheet. */
const tabKeys = ['home', 'hot', 'casino', 'vip']

/**
 * Deco: a top bar in spaced capitals over a narrow icon rail of game categories (desktop); bottom tabs
 * with a menu sheet on phones; a centred footer. Desktop from meta.breakpoint (1024 px).
 */
export function Layout(props: LayoutProps) {
  const { t } = useLingui()
  const { site, menu, categories, actions, pathname } = props
  const [sheetOpen, setSheetOpen] = useState(false)
  const sheetId = useId()
  const tabs: BottomTab[] = tabKeys.flatMap((key) =>
    [...menu, ...categories].filter((item) => item.key === key).slice(0, 1),
  )
  tabs.push({
    key: 'sheet',
    label: sheetOpen ? t`Close` : t`More`,
    href: `#${sheetId}`,
    icon: sheetOpen ? 'close' : 'menu',
    onSelect: () => setSheetOpen((open) => !open),
    expanded: sheetOpen,
    controls: sheetId,
  })
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <Header
        {...props}
        variant="bar"
        tone="surface"
        navVariant="underline"
        logoVariant="wordmark"
        sticky
        className={styles.header}
      />
      <SideRail
        variant="icons"
        label={t`Game categories`}
        pathname={pathname}
        groups={[{ title: t`Games`, items: categories }]}
        className={styles.rail}
      />
      <section id={sheetId} className={styles.sheet} hidden={!sheetOpen} aria-label={t`Menu`}>
        <button type="button" className={styles.sheetButton} onClick={actions.openLanguagePicker}>
          {t`Language: ${{ language: site.language }}`}
        </button>
        <SideRail
          label={t`Site menu`}
          pathname={pathname}
          groups={[{ items: menu }, { title: t`Games`, items: categories }]}
          className={styles.sheetRail}
        />
      </section>
      <main id="main" className={styles.main}>
        {props.children}
      </main>
      <Footer
        site={site}
        links={props.footerLinks}
        variant="centered"
        licence={t`Gambling can be addictive. Play responsibly.`}
        className={styles.footer}
      />
      <BottomTabBar tabs={tabs} pathname={pathname} label={t`Shortcuts`} className={styles.tabs} />
    </div>
  )
}
