import type { LayoutProps, NavItem, SessionView, ShellActions, SiteView } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import { formatMoney } from './format'
import { Icon, iconFor } from './icons'
import * as styles from './Layout.css'

/** Pages every footer links to when the shell passes none (spec section 2 routes). */
const defaultFooterLinks: NavItem[] = [
  { key: 'about', label: 'About us', href: '/about' },
  { key: 'faqs', label: 'FAQs', href: '/faqs' },
  { key: 'responsible-gaming', label: 'Responsible gaming', href: '/responsible-gaming' },
  { key: 'privacy-policy', label: 'Privacy policy', href: '/privacy-policy' },
  { key: 'term-condition', label: 'Terms & conditions', href: '/term-condition' },
  { key: 'contact-us', label: 'Contact us', href: '/contact-us' },
]

const isCurrent = (item: NavItem, pathname: string) => item.active ?? item.href === pathname

function Brand({ site, className = styles.brand }: { site: SiteView; className?: string }) {
  return (
    <a href="/" className={className} aria-label={`${site.siteName}, home`}>
      <img src={site.logo} alt="" className={styles.logo} width={36} height={36} />
      <span className={styles.brandName}>{site.logoText || site.siteName}</span>
    </a>
  )
}

function Account({
  site,
  session,
  actions,
}: {
  site: SiteView
  session: SessionView
  actions: ShellActions
}) {
  if (!session.signedIn) {
    return (
      <div className={styles.account}>
        <button type="button" className={styles.loginButton} onClick={actions.login}>
          Log in
        </button>
        <button type="button" className={styles.joinButton} onClick={actions.register}>
          Join now
        </button>
      </div>
    )
  }
  return (
    <div className={styles.account}>
      <p className={styles.balance}>
        <span className={styles.balanceLabel}>Balance</span>
        <span className={styles.balanceAmount}>{formatMoney(session.balance ?? 0, site.currency)}</span>
      </p>
      <button type="button" className={styles.joinButton} onClick={actions.deposit}>
        Deposit
      </button>
      <button type="button" className={styles.iconButton} onClick={actions.logout} aria-label="Log out">
        <Icon name="logout" />
      </button>
    </div>
  )
}

function NavLinks({
  items,
  pathname,
  className,
  linkClassName,
}: {
  items: NavItem[]
  pathname: string
  className: string
  linkClassName: string
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <a
            href={item.href}
            className={linkClassName}
            aria-current={isCurrent(item, pathname) ? 'page' : undefined}
          >
            <span>{item.label}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

function Language({ site, actions }: { site: SiteView; actions: ShellActions }) {
  return (
    <button
      type="button"
      className={styles.language}
      onClick={actions.openLanguagePicker}
      aria-label={`Language: ${site.language}`}
    >
      <Icon name="globe" size={18} />
      <span aria-hidden="true">{site.language}</span>
    </button>
  )
}

/** Saloon: plank top bar with block navigation, underlined category strip, bottom tabs on phones, column footer. Desktop from meta.breakpoint (768 px). */
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
  const [menuOpen, setMenuOpen] = useState(false)
  const drawerId = useId()
  const games = categories.filter((c) => c.key !== 'hot')
  const year = new Date().getFullYear()
  const toggle = (
    <button
      type="button"
      className={styles.menuButton}
      aria-expanded={menuOpen}
      aria-controls={drawerId}
      aria-label={menuOpen ? 'Close menu' : 'Open menu'}
      onClick={() => setMenuOpen((open) => !open)}
    >
      <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
    </button>
  )
  const drawer = (
    <div id={drawerId} className={styles.drawer} hidden={!menuOpen}>
      <div className={styles.drawerAccount}>
        {session.signedIn ? (
          <button type="button" className={styles.loginButton} onClick={actions.logout}>
            Log out
          </button>
        ) : (
          <button type="button" className={styles.loginButton} onClick={actions.login}>
            Log in
          </button>
        )}
        <button type="button" className={styles.language} onClick={actions.openLanguagePicker}>
          Language: {site.language}
        </button>
      </div>
      <nav aria-label="Menu">
        <NavLinks
          items={menu}
          pathname={pathname}
          className={styles.drawerList}
          linkClassName={styles.drawerLink}
        />
        <p className={styles.drawerHeading}>Games</p>
        <NavLinks
          items={categories}
          pathname={pathname}
          className={styles.drawerGrid}
          linkClassName={styles.drawerLink}
        />
      </nav>
    </div>
  )
  const pick = (items: NavItem[], key: string) => items.find((item) => item.key === key)
  const tabItems = [
    pick(menu, 'home') ?? { key: 'home', label: 'Home', href: '/' },
    pick(categories, 'slot_game'),
    pick(categories, 'fishing'),
    pick(menu, 'promotions'),
  ].filter((item): item is NavItem => item !== undefined)
  const tabBar = (
    <nav aria-label="Shortcuts" className={styles.tabBar}>
      <ul className={styles.tabList}>
        {tabItems.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              className={styles.tab}
              aria-current={isCurrent(item, pathname) ? 'page' : undefined}
            >
              <Icon name={iconFor(item.category ?? item.key)} size={22} />
              <span>{item.label}</span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.tab}
            aria-expanded={menuOpen}
            aria-controls={drawerId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
            <span>{menuOpen ? 'Close' : 'More'}</span>
          </button>
        </li>
      </ul>
    </nav>
  )

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <a href="#main" className={styles.skip}>
          Skip to content
        </a>
        <div className={styles.bar}>
          {toggle}
          <Brand site={site} />
          <nav aria-label="Main" className={styles.mainNav}>
            <NavLinks
              items={menu}
              pathname={pathname}
              className={styles.navList}
              linkClassName={styles.navLink}
            />
          </nav>
          <div className={styles.barEnd}>
            <Language site={site} actions={actions} />
            <Account site={site} session={session} actions={actions} />
          </div>
        </div>
        {drawer}
      </header>
      <nav aria-label="Game categories" className={styles.strip}>
        <NavLinks
          items={categories}
          pathname={pathname}
          className={styles.stripList}
          linkClassName={styles.stripLink}
        />
      </nav>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerColumns}>
          <div className={styles.footerAbout}>
            <Brand site={site} className={styles.footerBrand} />
            <p className={styles.footerText}>Saddle up: slots of the old frontier, paid out fast.</p>
          </div>
          <nav aria-label="Footer games" className={styles.footerColumn}>
            <p className={styles.footerHeading}>Games</p>
            <NavLinks
              items={games.slice(0, 6)}
              pathname={pathname}
              className={styles.footerList}
              linkClassName={styles.footerLink}
            />
          </nav>
          <nav aria-label="Footer" className={styles.footerColumn}>
            <p className={styles.footerHeading}>Help</p>
            <NavLinks
              items={footerLinks ?? defaultFooterLinks}
              pathname={pathname}
              className={styles.footerList}
              linkClassName={styles.footerLink}
            />
          </nav>
        </div>
        <p className={styles.legal}>
          <span className={styles.age}>18+</span> Gambling can be addictive. Play responsibly. © {year}{' '}
          {site.siteName}
        </p>
      </footer>
      {tabBar}
    </div>
  )
}
