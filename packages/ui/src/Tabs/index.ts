export { type TabItem, Tabs, type TabsProps } from './Tabs'
export { tabsVariants } from './Tabs.css'
