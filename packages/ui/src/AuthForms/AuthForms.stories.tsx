import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'

/**
 * The login and register forms as the site's /login and /register pages show them (links to the other
 * pages); the same forms in their dialogs are the Modals stories Login and Register.
 */
const meta = {
  title: 'Auth forms',
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const LoginPage: Story = {
  render: () => (
    <LoginForm onSubmit={fn()} forgotPassword="/forgot-password" useCode={fn()} register="/register" />
  ),
}
export const LoginPageFailed: Story = {
  render: () => (
    <LoginForm
      onSubmit={fn()}
      defaultAccountId="player8841"
      error="Wrong account ID or password."
      forgotPassword="/forgot-password"
      register="/register"
    />
  ),
}
export const RegisterPage: Story = {
  render: () => <RegisterForm onSubmit={fn()} login="/login" />,
}
export const RegisterPageServerErrors: Story = {
  render: () => (
    <RegisterForm
      onSubmit={fn()}
      login="/login"
      error="Please fix the fields below."
      fieldErrors={{
        accountId: 'This account ID is taken',
        contactPhone: 'This number is already registered',
      }}
    />
  ),
}
