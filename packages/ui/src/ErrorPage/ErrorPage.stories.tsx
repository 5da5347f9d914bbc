import type { Meta, StoryObj } from '@storybook/react-vite'
import { ErrorPage } from './ErrorPage'

const meta = {
  title: 'Pages/Error',
  component: ErrorPage,
  args: { statusCode: 404, message: 'Page not found: /nowhere' },
} satisfies Meta<typeof ErrorPage>
export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {}
export const ServerError: Story = { args: { statusCode: 500, message: 'internalServerError' } }
