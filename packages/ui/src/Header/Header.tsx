import { useLingui } from '@lingui/react/macro'
import { dateLocaleFor } from '@lobbykit/core/i18n/languages'
import { type ReactNode, Suspense } from 'react'
import { Button } from '../Button/Button'
import { formatMoney } from '../format/money'
import { Icon } from '../Icon/Icon'
import { Logo, type LogoProps } from '../Logo/Logo'
import { TopNav, type TopNavProps } from '../TopNav/TopNav'
import { lazyPart } from '../template/lazyPart'
import type { NavItem, SessionView, ShellActions, SiteView } from '../template/types'
import * as styles from './Header.css'

export interface HeaderProps extends styles.HeaderVariants {
  site: SiteView
  session: SessionView
  actions: ShellActions
  /** Site menu shown in the header (bar: inline; centered and stacked: a second row). */
  menu?: NavItem[]
  pathname?: string
  navVariant?: TopNavProps['variant']
  logoVariant?: LogoProps['variant']
  /** Shows a menu button (for a drawer or side rail) that calls this. */
  onOpenMenu?: () => void
  menuOpen?: boolean
  /** Extra content before the account actions (search, promotions link ...). */
  extra?: ReactNode
  className?: string
}

/** Only a signed-in player's header shows it: a visitor's first visit does not download it. */
const InboxLink = lazyPart(() => import('./InboxLink').then((module) => module.InboxLink))

/**
 * The site header (banner landmark): logo, optional menu, and the account area: the search over every
 * category (docs/product.md#header-search), Log in / Join for visitors, balance, Deposit, the inbox and Log out
 * for players, and the language button.
 */
export function Header({
  site,
  session,
  actions,
  menu,
  pathname,
  navVariant,
  logoVariant,
  onOpenMenu,
  menuOpen,
  extra,
  variant = 'bar',
  tone,
  sticky,
  className,
}: HeaderProps) {
  const { t } = useLingui()
  const language = site.language
  const showNav = menu && menu.length > 0 && variant !== 'compact'
  return (
    <header className={[styles.header({ variant, tone, sticky }), className].filter(Boolean).join(' ')}>
      {onOpenMenu ? (
        <div className={styles.menuArea}>
          <button
            type="button"
            className={styles.iconButton}
            onClick={onOpenMenu}
            aria-expanded={menuOpen ?? false}
            aria-label={t`Menu`}
          >
            <Icon name="menu" size={24} />
          </button>
        </div>
      ) : null}
      <div className={[styles.logoArea, variant === 'centered' ? styles.logoCentered : ''].join(' ')}>
        <Logo site={site} variant={logoVariant} size={variant === 'compact' ? 'sm' : 'md'} />
      </div>
      {showNav ? (
        <div className={styles.navArea}>
          <TopNav items={menu} pathname={pathname} variant={navVariant} />
        </div>
      ) : null}
      <div className={styles.actionsArea}>
        {extra}
        {actions.openSearch ? (
          <button
            type="button"
            className={styles.iconButton}
            onClick={actions.openSearch}
            aria-label={t`Search games`}
            aria-haspopup="dialog"
          >
            <Icon name="search" size={22} />
          </button>
        ) : null}
        <button
          type="button"
          className={`${styles.iconButton} ${styles.wideOnly} ${styles.languageButton}`}
          onClick={actions.openLanguagePicker}
          aria-label={t`Language: ${language}`}
        >
          <Icon name="globe" size={20} />
          <span aria-hidden="true">{site.language}</span>
        </button>
        {session.signedIn ? (
          <>
            <div className={styles.balance}>
              <span className={styles.balanceLabel}>{t`Balance`}</span>
              <span className={styles.balanceValue}>
                {formatMoney(session.balance ?? 0, site.currency, dateLocaleFor(site.language))}
              </span>
            </div>
            <Button size="sm" tone="brand" onClick={actions.deposit}>
              {t`Deposit`}
            </Button>
            {session.inbox ? (
              <Suspense fallback={null}>
                <InboxLink {...session.inbox} />
              </Suspense>
            ) : null}
            <button
              type="button"
              className={styles.iconButton}
              onClick={actions.logout}
              aria-label={t`Log out`}
            >
              <Icon name="logout" size={20} />
            </button>
          </>
        ) : (
          <>
            <Button size="sm" tone="neutral" onClick={actions.login}>
              {t`Log in`}
            </Button>
            <Button size="sm" tone="brand" onClick={actions.register}>
              {t`Join now`}
            </Button>
          </>
        )}
      </div>
    </header>
  )
}
