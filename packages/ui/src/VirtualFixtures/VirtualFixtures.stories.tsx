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
/**
 * Names in Chinese where the fixture has them, English otherwise. No visual baseline: its pixels check nothing
 * the Fixtures baseline does not, and the baselines must stay under 12 MB; axe still runs on it.
 */
export const Chinese: Story = { args: { language: 'CN' }, tags: ['no-visual'] }
/** On a phone: each fixture's markets wrap under its names (the visual suite shoots Fixtures at 390 px already). */
export const Phone: Story = { globals: { viewport: { value: 'mobile' } }, tags: ['no-visual'] }
