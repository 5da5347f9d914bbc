import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createStore } from 'jotai/vanilla'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RuntimeProvider, type SiteRuntime } from '../../shell/runtime'
import { ForgotPasswordPage } from './ForgotPasswordPage'
import { LoginPage } from './LoginPage'
import { RegisterPage } from './RegisterPage'

const calls = vi.hoisted(() => ({
  navigate: vi.fn(),
  login: vi.fn(),
  signup: vi.fn(),
  completeLogin: vi.fn(),
  forgotPassword: vi.fn(),
}))

vi.mock('@tanstack/react-router', () => ({ useNavigate: () => calls.navigate }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))
vi.mock('@lobbykit/core/session/login', () => ({
  login: calls.login,
  completeLogin: calls.completeLogin,
}))
vi.mock('@lobbykit/core/api/auth/signup', () => ({ signup: calls.signup }))
vi.mock('@lobbykit/core/api/auth/forgotPassword', () => ({ forgotPassword: calls.forgotPassword }))

const runtime = {
  store: createStore(),
  api: {},
  domainName: 'localhost',
  handleError: vi.fn(),
  site: { domain_name: 'localhost', external_id: 'demo' },
} as unknown as SiteRuntime

// The site has no user-event: the player's typing and clicks are fired as the browser events they cause.
const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } })
const click = (element: HTMLElement) => fireEvent.click(element)

function renderPage(page: ReactNode) {
  return render(<RuntimeProvider runtime={runtime}>{page}</RuntimeProvider>)
}

beforeEach(() => {
  for (const call of Object.values(calls)) call.mockReset()
  calls.login.mockResolvedValue({ ok: true })
  calls.signup.mockResolvedValue({ ok: true, data: {} })
  calls.completeLogin.mockResolvedValue({ ok: true })
})

describe('login page', () => {
  it('logs in with the trimmed account id and goes home', async () => {
    renderPage(<LoginPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy()
    type('Account ID', ' player8841 ')
    type('Password', 'secret')
    click(screen.getByRole('button', { name: 'Log in' }))
    expect(calls.login).toHaveBeenCalledExactlyOnceWith(runtime, {
      account_id: 'player8841',
      password: 'secret',
    })
    await waitFor(() => expect(calls.navigate).toHaveBeenCalledWith({ href: '/' }))
  })

  it('does not call the API with an empty field', () => {
    renderPage(<LoginPage />)
    type('Account ID', 'player8841')
    click(screen.getByRole('button', { name: 'Log in' }))
    expect(calls.login).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Password is required')
  })

  it('links to the password reset and sign-up pages', () => {
    renderPage(<LoginPage />)
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    )
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register')
  })
})

describe('register page', () => {
  function fill(email: string) {
    type('Account ID', ' newplayer ')
    type('Password', 'hunter22')
    type('Mobile number', '09123456789')
    type('E-mail (optional)', email)
    click(screen.getByRole('checkbox'))
  }

  it('refuses a@b.c as the API would, and does not sign up', () => {
    renderPage(<RegisterPage />)
    fill('a@b.c')
    click(screen.getByRole('button', { name: 'Create account' }))
    expect(calls.signup).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address')
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail (optional)'))
  })

  it('signs up with trimmed values and goes home', async () => {
    renderPage(<RegisterPage />)
    fill(' new@player.ph ')
    click(screen.getByRole('button', { name: 'Create account' }))
    expect(calls.signup).toHaveBeenCalledExactlyOnceWith(runtime.api, {
      domain_name: 'localhost',
      external_id: 'demo',
      account_id: 'newplayer',
      password: 'hunter22',
      contact_phone: '09123456789',
      contact_email: 'new@player.ph',
    })
    await waitFor(() => expect(calls.navigate).toHaveBeenCalledWith({ href: '/' }))
  })
})

describe('forgot password page', () => {
  it('refuses a phone number the contract refuses, then sends a good one', async () => {
    renderPage(<ForgotPasswordPage />)
    type('Account ID', ' player8841 ')
    type('Phone number', '12345')
    click(screen.getByRole('button', { name: 'Send instructions' }))
    expect(calls.forgotPassword).not.toHaveBeenCalled()
    expect(await screen.findByText('Enter 7 to 15 digits.')).toBeTruthy()
    calls.forgotPassword.mockResolvedValue({ ok: true, data: {} })
    type('Phone number', '09123456789')
    click(screen.getByRole('button', { name: 'Send instructions' }))
    await waitFor(() =>
      expect(calls.forgotPassword).toHaveBeenCalledExactlyOnceWith(runtime.api, {
        domain_name: 'localhost',
        external_id: 'demo',
        account_id: 'player8841',
        contact_phone: '09123456789',
      }),
    )
  })
})
