import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { demoGames, demoLanguages, demoPartners } from '../demo/data'
import { ErrorModal } from './ErrorModal'
import { LanguagePickerModal } from './LanguagePickerModal'
import { LoginModal } from './LoginModal'
import { PartnersModal } from './PartnersModal'
import { RegisterModal } from './RegisterModal'
import { SearchModal } from './SearchModal'
import { SessionExpiredModal } from './SessionExpiredModal'
import { TacLoginModal } from './TacLoginModal'

/** Every modal of the shell's modal stack, open, in each state a player can meet. */
const meta = {
  title: 'Modals',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Login: Story = {
  render: () => (
    <LoginModal
      open
      onClose={fn()}
      onSubmit={fn()}
      onForgotPassword={fn()}
      onRegister={fn()}
      onUseCode={fn()}
    />
  ),
}
export const LoginFailed: Story = {
  render: () => (
    <LoginModal
      open
      onClose={fn()}
      onSubmit={fn()}
      defaultAccountId="player8841"
      error="Wrong account ID or password."
      onForgotPassword={fn()}
    />
  ),
}
export const LoginBusy: Story = {
  render: () => <LoginModal open onClose={fn()} onSubmit={fn()} defaultAccountId="player8841" busy />,
}
export const LoginMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => <LoginModal open onClose={fn()} onSubmit={fn()} onRegister={fn()} onForgotPassword={fn()} />,
}
export const SignInByCode: Story = {
  render: () => (
    <TacLoginModal open onClose={fn()} onRequestCode={fn()} onSubmit={fn()} onUsePassword={fn()} />
  ),
}
export const SignInByCodeSent: Story = {
  render: () => (
    <TacLoginModal
      open
      onClose={fn()}
      onRequestCode={fn()}
      onSubmit={fn()}
      codeSent
      resendIn={42}
      defaultAccountId="player8841"
    />
  ),
}
export const Register: Story = {
  render: () => (
    <RegisterModal open onClose={fn()} onSubmit={fn()} onLogin={fn()} defaultReferrerCode="FRIEND7" />
  ),
}
export const RegisterServerErrors: Story = {
  render: () => (
    <RegisterModal
      open
      onClose={fn()}
      onSubmit={fn()}
      error="Please fix the fields below."
      fieldErrors={{
        accountId: 'This account ID is taken',
        contactPhone: 'This number is already registered',
      }}
    />
  ),
}
export const Partners: Story = { render: () => <PartnersModal open onClose={fn()} partners={demoPartners} /> }
export const PartnersCollapsed: Story = {
  render: () => <PartnersModal open onClose={fn()} partners={demoPartners} defaultExpanded={false} />,
}
export const ErrorDialog: Story = {
  render: () => (
    <ErrorModal open onClose={fn()} title="Error" message="Insufficient balance to place this bet." />
  ),
}
export const LanguagePicker: Story = {
  render: () => (
    <LanguagePickerModal open onClose={fn()} languages={demoLanguages} current="EN" onSelect={fn()} />
  ),
}
export const SessionExpired: Story = {
  render: () => <SessionExpiredModal open onClose={fn()} onLogin={fn()} />,
}

const searchProps = {
  open: true,
  onClose: fn(),
  onSearch: fn(),
  onMore: fn(),
  onRemoveRecent: fn(),
  onClearRecent: fn(),
  onSubmit: fn(),
  onPlay: fn(),
  onToggleFavourite: fn(),
  results: [],
  total: 0,
  loading: false,
}
export const SearchRecent: Story = {
  render: () => <SearchModal {...searchProps} search="" recent={['dragon', 'Lucky Fives', 'aurora']} />,
}
export const SearchResults: Story = {
  render: () => (
    <SearchModal {...searchProps} search="golden" recent={[]} results={demoGames.slice(0, 8)} total={132} />
  ),
}
export const SearchNothingFound: Story = {
  render: () => <SearchModal {...searchProps} search="zzz" recent={[]} />,
}
