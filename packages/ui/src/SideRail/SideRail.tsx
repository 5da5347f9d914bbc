import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Icon, iconFor } from '../Icon/Icon'
import { Link } from '../Link/Link'
import { isActive } from '../TopNav/TopNav'
import type { NavItem } from '../template/types'
import * as styles from './SideRail.css'

export interface SideRailGroup {
  title?: string
  items: NavItem[]
}

export interface SideRailProps extends styles.SideRailVariants {
  groups: SideRailGroup[]
  pathname?: string
  label?: string
  className?: string
  id?: string
}

/** A vertical navigation rail: labelled groups of links with icons; `icons` is the narrow variant. */
export function SideRail({ groups, pathname, label: labelProp, variant, className, id }: SideRailProps) {
  const { t } = useLingui()
  const label = labelProp ?? t`Sidebar`
  const baseId = useId()
  return (
    <nav
      aria-label={label}
      id={id}
      className={[styles.rail({ variant }), className].filter(Boolean).join(' ')}
    >
      {groups.map((group, index) => {
        const titleId = group.title && variant !== 'icons' ? `${baseId}-g${index}` : undefined
        return (
          <div key={group.title ?? index}>
            {group.title && variant !== 'icons' ? (
              <p className={styles.groupTitle} id={titleId}>
                {group.title}
              </p>
            ) : null}
            <ul
              className={styles.list}
              aria-labelledby={titleId}
              aria-label={titleId ? undefined : group.title}
            >
              {group.items.map((item) => (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    className={styles.link({ variant })}
                    aria-current={isActive(item, pathname) ? 'page' : undefined}
                  >
                    <Icon name={iconFor(item.category ?? item.key)} size={variant === 'icons' ? 22 : 20} />
                    <span>{item.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </nav>
  )
}
