import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { emblemArt } from '../demo/art'
import { FloatingDock, LiveChatButton, PartnersButton, RewardsWidget } from './FloatingWidgets'

const meta = {
  title: 'Floating widgets',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** All three in the dock, bottom-right, as a signed-in player with gamify_status on sees them. */
export const Dock: Story = {
  render: () => (
    <FloatingDock>
      <RewardsWidget onOpen={fn()} onHide={fn()} />
      <PartnersButton onClick={fn()} />
      <LiveChatButton onClick={fn()} />
    </FloatingDock>
  ),
}
/** Above a mobile tab bar, on the left, with the tenant's own chat image. */
export const MobileAboveTabBar: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <FloatingDock side="left" bottom={76}>
      <RewardsWidget onOpen={fn()} onHide={fn()} />
      <LiveChatButton onClick={fn()} imageUrl={emblemArt('Chat')} label="Chat with support" />
    </FloatingDock>
  ),
}
/** gamify_status off (or hidden by the player): no rewards icon. */
export const WithoutRewards: Story = {
  render: () => (
    <FloatingDock>
      <PartnersButton onClick={fn()} />
      <LiveChatButton onClick={fn()} />
    </FloatingDock>
  ),
}
