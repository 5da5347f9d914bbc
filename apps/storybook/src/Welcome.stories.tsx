import { Layout } from '@lobbykit/template1'
import { Button } from '@lobbykit/ui/Button'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta: Meta<typeof Layout> = {
  title: 'Templates/template1/Layout',
  component: Layout,
  args: { siteName: 'Lucky Harbor Casino' },
}
export default meta

export const SignedOut: StoryObj<typeof Layout> = {
  args: {
    actions: <Button tone="accent">Log in</Button>,
    children: <h1>Welcome</h1>,
  },
}
