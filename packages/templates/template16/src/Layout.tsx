import { useLingui } from '@lingui/react/macro'
import { type BottomTab, BottomTabBar, BottomTabBarSpacer } from '@lobbykit/ui/BottomTabBar'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { Link } from '@lobbykit/ui/Link'
import type { LayoutProps, NavItem } from '@lobbykit/ui/template'
import * as styles from './Layout.css'

/**
 * Saloon: a sticky top bar (wordmark, menu, account) over an underlined category strip; on phones the menu
 * scrolls in a second header row and a tab bar carries the main rooms with Join/Deposit raised in the
 * middle. Three-column footer with the games listed. Desktop from meta.breakpoint (768 px).
 */
export function Layout({ site, session, actions, pathname, ...rest }: LayoutProps) {
  const { t } = useLingui()
  const { menu, categories } = rest
  const games = categories.filter((c) => c.key !== 'hot')
  const find = (items: NavItem[], key: string) => items.find((item) => item.key === key)
  const cashier: BottomTab = session.signedIn
    ? {
        key: 'deposit',
        label: t`Deposit`,
        href: '/deposit',
        icon: 'wallet',
        featured: true,
        onSelect: actions.deposit,
      }
    : {
        key: 'join',
        label: t`Join`,
        href: '/register',
        icon: 'user',
        featured: true,
        onSelect: actions.register,
      }
  const tabs = [
    find(menu, 'home') ?? { key: 'home', label: t`Home`, href: '/' },
    find(categories, 'slot_game'),
    cashier,
    find(menu, 'promotions'),
    find(menu, 'vip'),
  ].filter((tab): tab is BottomTab => tab !== undefined)

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <Header
        {...{ site, session, actions, menu, pathname }}
        variant="bar"
        tone="sunken"
        navVariant="underline"
        logoVariant="wordmark"
        sticky
        className={styles.header}
      />
      <CategoryStrip
        categories={categories}
        pathname={pathname}
        variant="tabs"
        icons={false}
        className={styles.strip}
      />
      <main id="main" className={styles.main}>
        {rest.children}
      </main>
      <Footer site={site} links={rest.footerLinks} variant="columns" className={styles.footer}>
        <nav aria-label={t`Footer games`} className={styles.gamesColumn}>
          <p className={styles.columnTitle}>{t`Games`}</p>
          <ul className={styles.columnList}>
            {games.slice(0, 6).map((game) => (
              <li key={game.key}>
                <Link href={game.href} className={styles.columnLink}>
                  {game.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Footer>
      <BottomTabBarSpacer className={styles.phoneOnly} />
      <BottomTabBar tabs={tabs} pathname={pathname} label={t`Rooms`} className={styles.phoneOnly} />
    </div>
  )
}
