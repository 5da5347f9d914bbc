import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { demoBanner } from '../demo/data'
import { Hero } from './Hero'
import { heroVariants } from './Hero.css'

const meta = {
  title: 'Blocks/Hero',
  component: Hero,
  args: {
    kicker: demoBanner.kicker,
    title: demoBanner.title,
    subtitle: demoBanner.subtitle,
    image: demoBanner.image,
    ctaLabel: demoBanner.cta,
    onCta: fn(),
    secondaryLabel: 'See promotions',
    onSecondary: fn(),
    variant: 'full',
  },
  argTypes: { variant: { control: 'inline-radio', options: heroVariants } },
} satisfies Meta<typeof Hero>
export default meta
type Story = StoryObj<typeof meta>

export const Full: Story = {}
export const Split: Story = { parameters: { layout: 'padded' }, args: { variant: 'split' } }
export const Card: Story = { parameters: { layout: 'padded' }, args: { variant: 'card' } }
export const Compact: Story = { parameters: { layout: 'padded' }, args: { variant: 'compact' } }
