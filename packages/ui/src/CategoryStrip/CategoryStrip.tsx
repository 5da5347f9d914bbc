import { useLingui } from '@lingui/react/macro'
import { Icon, iconFor } from '../Icon/Icon'
import { Link } from '../Link/Link'
import { isActive } from '../TopNav/TopNav'
import type { NavItem } from '../template/types'
import * as styles from './CategoryStrip.css'

export interface CategoryStripProps extends styles.CategoryStripVariants {
  categories: NavItem[]
  pathname?: string
  /** Wraps onto several lines instead of scrolling sideways. */
  wrap?: boolean
  icons?: boolean
  label?: string
  className?: string
}

/**
 * The game category bar (hot, slots, live casino ... crash). Each link carries its category key and slug
 * as data attributes so the shell and tests can find it.
 */
export function CategoryStrip({
  categories,
  pathname,
  variant,
  wrap,
  icons = true,
  label: labelProp,
  className,
}: CategoryStripProps) {
  const { t } = useLingui()
  const label = labelProp ?? t`Game categories`
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list({ variant, wrap })}>
        {categories.map((category) => (
          <li key={category.key} className={styles.item}>
            <Link
              href={category.href}
              className={styles.link({ variant })}
              data-category={category.category ?? category.key}
              data-slug={category.slug}
              aria-current={isActive(category, pathname) ? 'page' : undefined}
            >
              {icons || variant === 'tiles' ? (
                <Icon
                  name={iconFor(category.category ?? category.key)}
                  size={variant === 'tiles' ? 26 : 18}
                />
              ) : null}
              <span>{category.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
