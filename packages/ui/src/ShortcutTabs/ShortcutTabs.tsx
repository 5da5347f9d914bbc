import { useLingui } from '@lingui/react/macro'
import { type BottomTab, BottomTabBar, BottomTabBarSpacer } from '../BottomTabBar/BottomTabBar'
import type { IconName } from '../Icon/Icon'
import type { NavItem, SessionView, ShellActions } from '../template/types'

/**
 * The phone tab bar's links: for each key in order, the first menu or category item with that key. With
 * `home` (the label), a missing "home" becomes a link to the site root in its place.
 */
export function shortcutTabs(
  { menu, categories }: { menu: NavItem[]; categories: NavItem[] },
  keys: readonly string[],
  home?: string,
): BottomTab[] {
  const items = [...menu, ...categories]
  return keys.flatMap((key) => {
    const found = items.find((item) => item.key === key)
    if (found) return [found]
    return key === 'home' && home !== undefined ? [{ key: 'home', label: home, href: '/' }] : []
  })
}

/** The raised cashier tab: Deposit for a player, Join (with `joinIcon`) for a visitor. */
export function useCashierTab(session: SessionView, actions: ShellActions, joinIcon: IconName): BottomTab {
  const { t } = useLingui()
  return session.signedIn
    ? {
        key: 'deposit',
        label: t`Deposit`,
        href: '/deposit',
        icon: 'wallet',
        featured: true,
        onSelect: actions.deposit,
      }
    : {
        key: 'join',
        label: t`Join`,
        href: '/register',
        icon: joinIcon,
        featured: true,
        onSelect: actions.register,
      }
}

export interface PhoneTabBarProps {
  tabs: BottomTab[]
  pathname?: string
  /** The bar's name; "Shortcuts" by default. */
  label?: string
  /** The class that hides the bar and its spacer from the desktop breakpoint. */
  className?: string
  /** Where the spacer that keeps the page's end clear of the bar goes; none when the page pads itself. */
  spacer?: 'before' | 'after'
}

/** The phones' bottom tab bar, with the spacer that keeps the page's end clear of it. */
export function PhoneTabBar({ tabs, pathname, label, className, spacer }: PhoneTabBarProps) {
  const { t } = useLingui()
  const space = <BottomTabBarSpacer className={className} />
  return (
    <>
      {spacer === 'before' ? space : null}
      <BottomTabBar tabs={tabs} pathname={pathname} label={label ?? t`Shortcuts`} className={className} />
      {spacer === 'after' ? space : null}
    </>
  )
}
