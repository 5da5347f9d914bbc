import { useLingui } from '@lingui/react/macro'
import { Icon, type IconName, iconFor } from '../Icon/Icon'
import { Link } from '../Link/Link'
import { isActive } from '../TopNav/TopNav'
import type { NavItem } from '../template/types'
import * as styles from './BottomTabBar.css'

export interface BottomTab extends NavItem {
  icon?: IconName
  /** Raised round button in the brand colour (the deposit or play button in the middle). */
  featured?: boolean
  /** Renders a button calling this instead of a link (open menu, open deposit ...). */
  onSelect?: () => void
  /** With onSelect: whether the panel this tab shows and hides is open now (sets aria-expanded). */
  expanded?: boolean
  /** With onSelect: the id of the panel this tab shows and hides (sets aria-controls). */
  controls?: string
  /** With onSelect: the tab opens a dialog rather than a panel on the page (sets aria-haspopup). */
  opensDialog?: boolean
}

export interface BottomTabBarProps {
  /** Two to five tabs. */
  tabs: BottomTab[]
  pathname?: string
  label?: string
  className?: string
}

/**
 * The mobile tab bar fixed to the bottom of the screen. Templates hide it from their own breakpoint up by
 * passing a class with their media query; render `BottomTabBarSpacer` at the page end so nothing hides under it.
 */
export function BottomTabBar({ tabs, pathname, label: labelProp, className }: BottomTabBarProps) {
  const { t } = useLingui()
  const label = labelProp ?? t`Quick links`
  return (
    <nav aria-label={label} className={[styles.bar, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {tabs.slice(0, 5).map((tab) => {
          const icon = tab.icon ?? iconFor(tab.category ?? tab.key)
          const content = (
            <>
              {tab.featured ? (
                <span className={styles.featured}>
                  <Icon name={icon} size={22} />
                </span>
              ) : (
                <>
                  <span className={styles.activeMark} />
                  <Icon name={icon} size={22} />
                </>
              )}
              <span>{tab.label}</span>
            </>
          )
          return (
            <li key={tab.key}>
              {tab.onSelect ? (
                <button
                  type="button"
                  className={styles.item}
                  onClick={tab.onSelect}
                  aria-expanded={tab.expanded}
                  aria-controls={tab.controls}
                  aria-haspopup={tab.opensDialog ? 'dialog' : undefined}
                >
                  {content}
                </button>
              ) : (
                <Link
                  href={tab.href}
                  className={styles.item}
                  aria-current={isActive(tab, pathname) ? 'page' : undefined}
                >
                  {content}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export function BottomTabBarSpacer({ className }: { className?: string }) {
  return <div aria-hidden="true" className={[styles.spacer, className].filter(Boolean).join(' ')} />
}
