import { useLingui } from '@lingui/react/macro'
import { Link } from '../Link/Link'
import type { SiteView } from '../template/types'
import * as styles from './Logo.css'

export interface LogoProps extends styles.LogoVariants {
  site: Pick<SiteView, 'siteName' | 'logo' | 'logoText'>
  /** emblem: mark and name; wordmark: the name alone, its last word in the brand colour; image: the logo image alone. */
  variant?: (typeof styles.logoVariants)[number]
  href?: string
  className?: string
}

/** The site's logo, linking home. Its accessible name is always the site's name. */
export function Logo({ site, variant = 'emblem', size, href = '/', className }: LogoProps) {
  const { t } = useLingui()
  const classes = [styles.logo({ size }), className].filter(Boolean).join(' ')
  const text = site.logoText || site.siteName
  const siteName = site.siteName
  const words = text.split(' ')
  const last = words.pop()
  return (
    <Link href={href} className={classes} aria-label={t`${siteName} home`}>
      {variant === 'image' && site.logo ? <img className={styles.image} src={site.logo} alt="" /> : null}
      {variant === 'emblem' && site.logo ? (
        <img className={styles.mark} src={site.logo} alt="" width={48} height={48} />
      ) : null}
      {variant !== 'image' || !site.logo ? (
        <span className={styles.text}>
          {words.length ? `${words.join(' ')} ` : ''}
          <span className={variant === 'wordmark' ? styles.accent : undefined}>{last}</span>
        </span>
      ) : null}
    </Link>
  )
}
