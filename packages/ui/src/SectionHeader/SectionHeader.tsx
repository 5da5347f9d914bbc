import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatCount } from '../format/money'
import { useNumberLocale } from '../format/useNumberLocale'
import { Icon, type IconName } from '../Icon/Icon'
import { Link } from '../Link/Link'
import * as styles from './SectionHeader.css'

export interface SectionHeaderProps extends styles.SectionHeaderVariants {
  title: string
  icon?: IconName
  count?: number
  /** "See all" link target. */
  href?: string
  moreLabel?: string
  level?: 2 | 3
  id?: string
  /** Extra controls at the end (shelf arrows, filters). */
  tools?: ReactNode
  className?: string
}

/** A section title with an optional icon, count and "See all" link. */
export function SectionHeader({
  title,
  icon,
  count,
  href,
  moreLabel: moreLabelProp,
  level = 2,
  id,
  tools,
  variant,
  className,
}: SectionHeaderProps) {
  const { t } = useLingui()
  const locale = useNumberLocale()
  const moreLabel = moreLabelProp ?? t`See all`
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className={[styles.root({ variant }), className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={styles.icon}>
          <Icon name={icon} size={22} />
        </span>
      ) : null}
      <Heading className={styles.title} id={id}>
        {title}
        {count !== undefined ? <span className={styles.count}>{formatCount(count, locale)}</span> : null}
      </Heading>
      {tools ? <div className={styles.tools}>{tools}</div> : null}
      {href ? (
        <Link href={href} className={styles.more} aria-label={`${moreLabel}: ${title}`}>
          {moreLabel}
          <Icon name="chevronRight" size={16} />
        </Link>
      ) : null}
    </div>
  )
}
