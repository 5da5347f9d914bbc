/** The phones' bottom tab bar of a layout: the bar with its spacer, its picked links and the cashier tab. */
export { PhoneTabBar, type PhoneTabBarProps, shortcutTabs, useCashierTab } from './ShortcutTabs'
