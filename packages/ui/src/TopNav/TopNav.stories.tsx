import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoMenu } from '../demo/data'
import { TopNav } from './TopNav'
import { topNavVariants } from './TopNav.css'

const meta = {
  title: 'Blocks/Navigation/TopNav',
  component: TopNav,
  parameters: { layout: 'padded' },
  args: { items: demoMenu, pathname: '/promotions', variant: 'underline' },
  argTypes: { variant: { control: 'inline-radio', options: topNavVariants } },
} satisfies Meta<typeof TopNav>
export default meta
type Story = StoryObj<typeof meta>

export const Underline: Story = {}
export const Pill: Story = { args: { variant: 'pill' } }
export const PlainWithIcons: Story = { args: { variant: 'plain', icons: true } }
