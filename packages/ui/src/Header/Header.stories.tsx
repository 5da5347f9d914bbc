import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { demoActions, demoMenu, demoSite, signedInSession, signedOutSession } from '../demo/data'
import { Header } from './Header'
import { headerTones, headerVariants } from './Header.css'

const meta = {
  title: 'Blocks/Header',
  component: Header,
  args: {
    site: demoSite,
    session: signedOutSession,
    actions: demoActions(),
    menu: demoMenu,
    pathname: '/',
    variant: 'bar',
    tone: 'raised',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: headerVariants },
    tone: { control: 'inline-radio', options: headerTones },
  },
} satisfies Meta<typeof Header>
export default meta
type Story = StoryObj<typeof meta>

export const SignedOut: Story = {}
export const SignedIn: Story = { args: { session: signedInSession } }
export const Centered: Story = { args: { variant: 'centered', onOpenMenu: fn() } }
export const Stacked: Story = { args: { variant: 'stacked', session: signedInSession, navVariant: 'pill' } }
export const Compact: Story = { args: { variant: 'compact', onOpenMenu: fn(), tone: 'sunken' } }
export const CompactSignedInMobile: Story = {
  args: { variant: 'compact', onOpenMenu: fn(), session: signedInSession },
  globals: { viewport: { value: 'mobile' } },
}
