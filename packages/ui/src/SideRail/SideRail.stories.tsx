import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoCategories, demoMenu } from '../demo/data'
import { SideRail } from './SideRail'
import { sideRailVariants } from './SideRail.css'

const meta = {
  title: 'Blocks/Navigation/SideRail',
  component: SideRail,
  args: {
    groups: [
      { title: 'Menu', items: demoMenu },
      { title: 'Games', items: demoCategories },
    ],
    pathname: '/slots',
    variant: 'expanded',
  },
  argTypes: { variant: { control: 'inline-radio', options: sideRailVariants } },
} satisfies Meta<typeof SideRail>
export default meta
type Story = StoryObj<typeof meta>

export const Expanded: Story = {}
export const Icons: Story = { args: { variant: 'icons' } }
