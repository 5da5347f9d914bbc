import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { demoSite, demoVip, signedInSession } from '../demo/data'
import { VipWidget } from '../VipWidget/VipWidget'
import { BalanceWidget } from './BalanceWidget'
import { balanceVariants } from './BalanceWidget.css'

const meta = {
  title: 'Widgets/Balance and VIP',
  component: BalanceWidget,
  parameters: { layout: 'padded' },
  args: {
    balance: signedInSession.balance ?? 0,
    tokens: signedInSession.tokens,
    currency: demoSite.currency,
    onDeposit: fn(),
    onWithdraw: fn(),
    onRefresh: fn(),
    variant: 'card',
  },
  argTypes: { variant: { control: 'inline-radio', options: balanceVariants } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BalanceWidget>
export default meta
type Story = StoryObj<typeof meta>

export const Balance: Story = {}
export const BalanceInline: Story = { args: { variant: 'inline', onWithdraw: undefined } }
export const BalanceLoading: Story = { args: { balance: null, refreshing: true } }
export const BalanceError: Story = {
  args: { error: 'Balance could not be refreshed (-503). Showing the last known figure.' },
}
export const Vip: Story = { render: () => <VipWidget vip={demoVip} currency={demoSite.currency} /> }
export const VipTopLevel: Story = {
  render: () => (
    <VipWidget
      vip={{ ...demoVip, currentLevel: 'Diamond', nextLevel: undefined, depoProgress: 130, toProgress: 100 }}
      currency="PHP"
    />
  ),
}
