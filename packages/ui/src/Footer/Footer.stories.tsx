import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoFooterLinks, demoPartners, demoSite } from '../demo/data'
import { Footer } from './Footer'
import { footerVariants } from './Footer.css'

const meta = {
  title: 'Blocks/Footer',
  component: Footer,
  args: { site: demoSite, links: demoFooterLinks, partners: demoPartners, year: 2026, variant: 'columns' },
  argTypes: { variant: { control: 'inline-radio', options: footerVariants } },
} satisfies Meta<typeof Footer>
export default meta
type Story = StoryObj<typeof meta>

export const Columns: Story = {}
export const Compact: Story = { args: { variant: 'compact', partners: [] } }
export const Centered: Story = {
  args: { variant: 'centered', licence: 'Licensed by the Gaming Authority, licence 0042.' },
}
