import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoFeed, demoSite } from '../demo/data'
import { WinnersFeed } from './WinnersFeed'

const meta = {
  title: 'Blocks/WinnersFeed',
  component: WinnersFeed,
  parameters: { layout: 'padded' },
  args: { feed: demoFeed, site: demoSite },
} satisfies Meta<typeof WinnersFeed>
export default meta
type Story = StoryObj<typeof meta>

export const Columns: Story = {}
export const Tabs: Story = { args: { variant: 'tabs' } }
export const NoWithdrawalsYet: Story = { args: { feed: { ...demoFeed, withdrawals: [] } } }
