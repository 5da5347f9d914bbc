import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoSite } from '../demo/data'
import { Logo } from './Logo'
import { logoSizes, logoVariants } from './Logo.css'

const meta = {
  title: 'Blocks/Logo',
  component: Logo,
  parameters: { layout: 'padded' },
  args: { site: demoSite, variant: 'emblem', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: logoVariants },
    size: { control: 'inline-radio', options: logoSizes },
  },
} satisfies Meta<typeof Logo>
export default meta
type Story = StoryObj<typeof meta>

export const Emblem: Story = {}
export const Wordmark: Story = { args: { variant: 'wordmark', size: 'lg' } }
export const ImageOnly: Story = { args: { variant: 'image', size: 'lg' } }
