export { type BottomTab, BottomTabBar, type BottomTabBarProps, BottomTabBarSpacer } from './BottomTabBar'
