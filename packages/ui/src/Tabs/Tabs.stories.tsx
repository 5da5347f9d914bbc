import type { Meta, StoryObj } from '@storybook/react-vite'
import { Tabs } from './Tabs'
import { tabsVariants } from './Tabs.css'

const meta = {
  title: 'Blocks/Tabs',
  component: Tabs,
  parameters: { layout: 'padded' },
  args: {
    label: 'Banking',
    items: [
      { key: 'deposit', label: 'Deposit', content: 'Choose a payment method and amount.' },
      { key: 'withdraw', label: 'Withdraw', content: 'Withdraw to your saved bank account.' },
      { key: 'crypto', label: 'Crypto', content: 'Coming soon.', disabled: true },
      { key: 'history', label: 'History', content: 'Your last 30 days of transactions.' },
    ],
  },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
} satisfies Meta<typeof Tabs>
export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = {}
export const Pill: Story = { args: { variant: 'pill', defaultValue: 'withdraw' } }
