import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { demoSections } from '../demo/data'
import { GameShelf } from './GameShelf'

const meta = {
  title: 'Blocks/GameShelf',
  component: GameShelf,
  parameters: { layout: 'padded' },
  args: { section: demoSections[0]!, onPlay: fn(), icon: 'flame' },
} satisfies Meta<typeof GameShelf>
export default meta
type Story = StoryObj<typeof meta>

export const Tiles: Story = {}
export const Posters: Story = {
  args: { section: demoSections[1]!, variant: 'poster', badge: 'New', icon: 'star' },
}
export const Wide: Story = { args: { section: demoSections[2]!, variant: 'wide', headerVariant: 'bar' } }
export const Loading: Story = { args: { loading: true } }
