import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LoginModal } from '../modals/LoginModal'
import { RegisterModal } from '../modals/RegisterModal'
import { LoginForm, type LoginValues } from './LoginForm'
import { RegisterForm, type RegisterValues } from './RegisterForm'

// The same form, as the site's pages use it (links by address) and inside its modal (links by callback).
const loginIn = {
  page: (onSubmit: (values: LoginValues) => void) =>
    render(<LoginForm onSubmit={onSubmit} forgotPassword="/forgot-password" register="/register" />),
  modal: (onSubmit: (values: LoginValues) => void) =>
    render(
      <LoginModal
        open
        onClose={() => {}}
        onSubmit={onSubmit}
        onForgotPassword={() => {}}
        onRegister={() => {}}
      />,
    ),
}

const registerIn = {
  page: (onSubmit: (values: RegisterValues) => void) =>
    render(<RegisterForm onSubmit={onSubmit} login="/login" />),
  modal: (onSubmit: (values: RegisterValues) => void) =>
    render(<RegisterModal open onClose={() => {}} onSubmit={onSubmit} onLogin={() => {}} />),
}

describe.each(['page', 'modal'] as const)('login form (%s)', (where) => {
  it('calls onSubmit with the trimmed account id and the password as typed', async () => {
    const onSubmit = vi.fn()
    loginIn[where](onSubmit)
    const accountId = screen.getByLabelText('Account ID')
    expect(accountId.getAttribute('autocomplete')).toBe('username')
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password')
    await userEvent.type(accountId, '  player8841 ')
    await userEvent.type(screen.getByLabelText('Password'), ' secret ')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ accountId: 'player8841', password: ' secret ' })
  })

  it('says which fields are missing, focuses the first and does not submit', async () => {
    const onSubmit = vi.fn()
    loginIn[where](onSubmit)
    await userEvent.type(screen.getByLabelText('Password'), 'secret')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Account ID is required')
    expect(document.activeElement).toBe(screen.getByLabelText('Account ID'))
  })

  it('offers the password reset and sign-up', () => {
    loginIn[where](() => {})
    expect(screen.getByText('Forgot password?')).toBeVisible()
    expect(screen.getByText('Create an account')).toBeVisible()
  })
})

describe.each(['page', 'modal'] as const)('register form (%s)', (where) => {
  async function fill(email: string) {
    await userEvent.type(screen.getByLabelText('Account ID'), ' newplayer ')
    await userEvent.type(screen.getByLabelText('Password'), 'hunter22')
    await userEvent.type(screen.getByLabelText('Mobile number'), '0912-345-6789')
    await userEvent.type(screen.getByLabelText('E-mail (optional)'), email)
    await userEvent.type(screen.getByLabelText('Referral code (optional)'), ' FRIEND7 ')
    await userEvent.click(screen.getByRole('checkbox'))
  }

  it.each(['a@b.c', 'new@player', 'pla yer@example.com'])(
    'shows the e-mail error for %s and does not submit',
    async (email) => {
      const onSubmit = vi.fn()
      registerIn[where](onSubmit)
      await fill(email)
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
      expect(onSubmit).not.toHaveBeenCalled()
      const field = screen.getByLabelText('E-mail (optional)')
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(screen.getByRole('alert').textContent).toBe('Invalid email address')
      expect(document.activeElement).toBe(field)
    },
  )

  it('calls onSubmit with trimmed values when every field is fine', async () => {
    const onSubmit = vi.fn()
    registerIn[where](onSubmit)
    await fill(' new@player.ph ')
    const email = screen.getByLabelText('E-mail (optional)')
    expect(email.getAttribute('autocomplete')).toBe('email')
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      accountId: 'newplayer',
      password: 'hunter22',
      contactPhone: '09123456789',
      contactEmail: 'new@player.ph',
      referrerCode: 'FRIEND7',
    })
  })

  it("applies the contract's account, password and phone rules", async () => {
    const onSubmit = vi.fn()
    registerIn[where](onSubmit)
    await userEvent.type(screen.getByLabelText('Account ID'), 'abc')
    await userEvent.type(screen.getByLabelText('Password'), 'hunterhunter')
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Use 4 to 20 letters, digits or underscores.',
      'Use 8 to 64 characters with at least one letter and one digit.',
      'Enter 7 to 15 digits.',
    ])
    expect(document.activeElement).toBe(screen.getByLabelText('Account ID'))
  })

  it('lets only digits into the phone field', async () => {
    registerIn[where](() => {})
    await userEvent.type(screen.getByLabelText('Mobile number'), '+63 917-abc')
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('63917')
  })
})

describe('links of the forms on a page', () => {
  it('are links to the pages, not buttons', () => {
    render(
      <LoginForm
        onSubmit={() => {}}
        forgotPassword="/forgot-password"
        useCode={() => {}}
        register="/register"
      />,
    )
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    )
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register')
    expect(screen.getByRole('button', { name: 'Use a one-time code' })).toBeVisible()
  })
})
