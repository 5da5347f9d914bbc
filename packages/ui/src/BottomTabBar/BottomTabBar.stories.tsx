import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { BottomTabBar } from './BottomTabBar'

const meta = {
  title: 'Blocks/Navigation/BottomTabBar',
  component: BottomTabBar,
  globals: { viewport: { value: 'mobile' } },
  args: {
    pathname: '/',
    tabs: [
      { key: 'home', label: 'Home', href: '/' },
      { key: 'hot', label: 'Hot', href: '/hot', category: 'hot' },
      { key: 'deposit', label: 'Deposit', href: '/deposit', featured: true },
      { key: 'promotions', label: 'Promos', href: '/promotions' },
      { key: 'menu', label: 'Menu', href: '#menu', icon: 'menu', onSelect: fn() },
    ],
  },
} satisfies Meta<typeof BottomTabBar>
export default meta
type Story = StoryObj<typeof meta>

export const Mobile: Story = {}
export const FourTabs: Story = {
  args: {
    pathname: '/vip',
    tabs: [
      { key: 'home', label: 'Home', href: '/' },
      { key: 'sportsbook', label: 'Sports', href: '/sports', category: 'sportsbook' },
      { key: 'vip', label: 'VIP', href: '/vip' },
      { key: 'account', label: 'Account', href: '/account' },
    ],
  },
}
