import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from '../Link/Link'
import { Logo } from '../Logo/Logo'
import type { NavItem, SiteView } from '../template/types'
import * as styles from './Footer.css'

export interface FooterPartner {
  href: string
  img_url: string
  partner_name: string
}

export interface FooterProps extends styles.FooterVariants {
  site: SiteView
  links: NavItem[]
  partners?: FooterPartner[]
  /** A line about the operator's licence; the 18+ notice is always shown. */
  licence?: string
  year?: number
  children?: ReactNode
  className?: string
}

/** The site footer (contentinfo landmark): logo, CMS links, partners, licence and the 18+ notice. */
export function Footer({
  site,
  links,
  partners,
  licence,
  year = new Date().getFullYear(),
  variant = 'columns',
  children,
  className,
}: FooterProps) {
  const { t } = useLingui()
  return (
    <footer data-block="footer" className={[styles.footer({ variant }), className].filter(Boolean).join(' ')}>
      {variant !== 'compact' ? (
        <div className={styles.brandCol}>
          <Logo site={site} size="sm" />
          <p style={{ margin: 0 }}>{t`Play for fun, bet what you can afford. Help is one click away.`}</p>
        </div>
      ) : null}
      <nav aria-label={t`Footer`}>
        <ul className={styles.links({ variant })}>
          {links.map((item) => (
            <li key={item.key}>
              <Link className={styles.link} href={item.href}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
      {partners && partners.length > 0 ? (
        <ul className={styles.partners} aria-label={t`Partners`}>
          {partners.map((partner) => (
            <li key={partner.href}>
              <a className={styles.link} href={partner.href} target="_blank" rel="noopener noreferrer">
                <img
                  className={styles.partnerLogo}
                  src={partner.img_url}
                  alt={partner.partner_name}
                  height={32}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.legal}>
        <span className={styles.age} role="img" aria-label={t`18 plus only`}>
          18+
        </span>
        <span>
          © {year} {site.siteName}. {licence ?? t`Gambling can be addictive: play responsibly.`}
        </span>
      </p>
    </footer>
  )
}
