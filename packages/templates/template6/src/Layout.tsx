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
      <img src={site.logo} alt="" className={styles.logo} width={44} height={44} />
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
  icons = false,
}: {
  items: NavItem[]
  pathname: string
  className: string
  linkClassName: string
  icons?: boolean
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
            {icons && <Icon name={iconFor(item.category ?? item.key)} />}
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

/** Dynasty: utility row over a brand-coloured bar, icon strip of categories, a drawer on phones, wordmark footer. Desktop from meta.breakpoint (999 px). */
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

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <a href="#main" className={styles.skip}>
          Skip to content
        </a>
        <div className={styles.utility}>
          <p className={styles.tagline}>{site.siteName} · 18+ · Play responsibly</p>
          <div className={styles.utilityEnd}>
            <Language site={site} actions={actions} />
          </div>
        </div>
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
          <Account site={site} session={session} actions={actions} />
        </div>
        {drawer}
      </header>
      <nav aria-label="Game categories" className={styles.strip}>
        <NavLinks
          items={categories}
          pathname={pathname}
          className={styles.stripList}
          linkClassName={styles.stripLink}
          icons
        />
      </nav>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p className={styles.footerWordmark} aria-hidden="true">
          {site.siteName}
        </p>
        <div className={styles.footerRow}>
          <nav aria-label="Footer">
            <NavLinks
              items={footerLinks ?? defaultFooterLinks}
              pathname={pathname}
              className={styles.footerLinks}
              linkClassName={styles.footerLink}
            />
          </nav>
          <p className={styles.legal}>
            <span className={styles.age}>18+</span> Gambling can be addictive. Play responsibly. © {year}{' '}
            {site.siteName}
          </p>
        </div>
      </footer>
    </div>
  )
}
