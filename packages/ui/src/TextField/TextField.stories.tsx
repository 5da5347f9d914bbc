import { emailError } from '@lobbykit/core/validate/fields'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { fieldChecks, fieldFilters, TextField } from './TextField'

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'Account ID', name: 'account_id', onChange: fn() },
  argTypes: {
    filter: { control: 'inline-radio', options: [undefined, ...fieldFilters] },
    check: { control: 'inline-radio', options: [undefined, ...fieldChecks] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = { args: { hint: 'Letters and numbers, as you registered.' } }
export const LettersOnly: Story = {
  args: { label: 'Full name', name: 'full_name', filter: 'letters', defaultValue: 'Maria Santos' },
}
export const DigitsOnly: Story = {
  args: {
    label: 'Mobile number',
    name: 'contact_phone',
    type: 'tel',
    filter: 'digits',
    defaultValue: '09123456789',
  },
}
export const InvalidEmail: Story = {
  args: {
    label: 'E-mail',
    name: 'contact_email',
    type: 'email',
    check: (value: string) => emailError(value),
    value: 'maria@example',
    showErrors: true,
  },
}
export const InvalidUrl: Story = {
  args: {
    label: 'Website',
    name: 'site',
    type: 'url',
    check: 'url',
    value: 'ftp://example.com',
    showErrors: true,
  },
}
export const Password: Story = {
  args: { label: 'Password', name: 'password', type: 'password', defaultValue: 'hunter22', required: true },
}
export const ServerError: Story = { args: { defaultValue: 'player8841', error: 'This account ID is taken' } }
export const Disabled: Story = { args: { defaultValue: 'player8841', disabled: true } }
