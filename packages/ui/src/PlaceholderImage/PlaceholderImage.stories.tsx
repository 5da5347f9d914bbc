import type { Meta, StoryObj } from '@storybook/react-vite'
import { PlaceholderImage } from './PlaceholderImage'

const meta = {
  title: 'Blocks/PlaceholderImage',
  component: PlaceholderImage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlaceholderImage>
export default meta
type Story = StoryObj<typeof meta>

/** The default: 32 px (docs/product.md#placeholder-image). */
export const Default: Story = {}
export const Large: Story = { args: { size: 120, label: 'Dragon Fortune' } }
export const Banner: Story = { args: { width: 320, height: 120, label: 'Welcome offer' } }
