import { useLingui } from '@lingui/react/macro'
import { Icon, iconFor } from '../Icon/Icon'
import { Link } from '../Link/Link'
import type { NavItem } from '../template/types'
import * as styles from './TopNav.css'

export interface TopNavProps extends styles.TopNavVariants {
  items: NavItem[]
  /** The current path; an item whose href matches (or that says `active`) is marked as the current page. */
  pathname?: string
  label?: string
  icons?: boolean
  className?: string
}

export function isActive(item: NavItem, pathname?: string): boolean {
  if (item.active !== undefined) return item.active
  if (!pathname) return false
  return item.href === '/' ? pathname === '/' : pathname === item.href || pathname.startsWith(`${item.href}/`)
}

/** A horizontal site menu for headers; scrolls sideways when it does not fit. */
export function TopNav({
  items,
  pathname,
  label: labelProp,
  icons = false,
  variant,
  className,
}: TopNavProps) {
  const { t } = useLingui()
  const label = labelProp ?? t`Main`
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              className={styles.link({ variant })}
              aria-current={isActive(item, pathname) ? 'page' : undefined}
            >
              {icons ? <Icon name={iconFor(item.category ?? item.key)} size={18} /> : null}
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
