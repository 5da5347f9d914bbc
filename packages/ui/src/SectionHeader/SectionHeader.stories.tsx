import type { Meta, StoryObj } from '@storybook/react-vite'
import { SectionHeader } from './SectionHeader'
import { sectionHeaderVariants } from './SectionHeader.css'

const meta = {
  title: 'Blocks/SectionHeader',
  component: SectionHeader,
  parameters: { layout: 'padded' },
  args: { title: 'Hot games', icon: 'flame', href: '/hot', variant: 'plain' },
  argTypes: { variant: { control: 'inline-radio', options: sectionHeaderVariants } },
} satisfies Meta<typeof SectionHeader>
export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {}
export const Underline: Story = { args: { variant: 'underline', count: 1284, title: 'Slots', icon: 'slots' } }
export const Bar: Story = { args: { variant: 'bar', icon: undefined, href: undefined, title: 'Live now' } }
