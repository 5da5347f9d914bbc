import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoCategories } from '../demo/data'
import { CategoryStrip } from './CategoryStrip'
import { categoryStripVariants } from './CategoryStrip.css'

const meta = {
  title: 'Blocks/Navigation/CategoryStrip',
  component: CategoryStrip,
  parameters: { layout: 'padded' },
  args: { categories: demoCategories, pathname: '/slots', variant: 'chips' },
  argTypes: { variant: { control: 'inline-radio', options: categoryStripVariants } },
} satisfies Meta<typeof CategoryStrip>
export default meta
type Story = StoryObj<typeof meta>

export const Chips: Story = {}
export const Tabs: Story = { args: { variant: 'tabs', icons: false } }
export const Tiles: Story = { args: { variant: 'tiles' } }
export const Wrapped: Story = { args: { wrap: true } }
