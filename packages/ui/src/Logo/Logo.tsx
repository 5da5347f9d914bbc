import { useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { Link } from '../Link/Link'
import type { SiteView } from '../template/types'
import * as styles from './Logo.css'

export interface LogoProps extends styles.LogoVariants {
  site: Pick<SiteView, 'siteName' | 'logo' | 'mark' | 'logoText'>
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
  const words = text.split(' ').filter(Boolean)
  return (
    <Link href={href} className={classes} aria-label={t`${siteName} home`}>
      {variant === 'image' && site.logo ? <img className={styles.image} src={site.logo} alt="" /> : null}
      {variant === 'emblem' && site.logo ? (
        <img className={styles.mark} src={site.mark || site.logo} alt="" width={48} height={48} />
      ) : null}
      {variant !== 'image' || !site.logo ? (
        <span className={styles.text}>
          {words.map((word, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a name's words in their order
            <Fragment key={index}>
              {index > 0 ? ' ' : null}
              <span
                className={
                  variant === 'wordmark' && index === words.length - 1
                    ? `${styles.word} ${styles.accent}`
                    : styles.word
                }
              >
                {word}
              </span>
            </Fragment>
          ))}
        </span>
      ) : null}
    </Link>
  )
}
