import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoFixtures } from './demoFixtures'
import { VirtualFixtures } from './VirtualFixtures'

const meta = {
  title: 'Blocks/VirtualFixtures',
  component: VirtualFixtures,
  parameters: { layout: 'padded' },
  args: {
    fixtures: demoFixtures,
    language: 'EN',
    playHref: '/playnow?provider=ORIGINALS&game=ORIGINALS-VIRTUAL-SPORTS',
  },
} satisfies Meta<typeof VirtualFixtures>
export default meta
type Story = StoryObj<typeof meta>

/** A match and a race open for bets, a match under way and a result. */
export const Fixtures: Story = {}
/** Names in Chinese where the fixture has them, English otherwise. */
export const Chinese: Story = { args: { language: 'CN' } }
/** On a phone: each fixture's markets wrap under its names. */
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } }
