import { layoutAtom } from '@lobbykit/core/stores/layout'
import { currentModalAtom } from '@lobbykit/core/stores/modal'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createStore } from 'jotai/vanilla'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RuntimeProvider, type SiteRuntime } from '../../shell/runtime'
import { ForgotPasswordPage } from './ForgotPasswordPage'
import { LoginPage } from './LoginPage'
import { RegisterPage } from './RegisterPage'

const calls = vi.hoisted(() => ({
  navigate: vi.fn(),
  search: {} as Record<string, unknown>,
  login: vi.fn(),
  signup: vi.fn(),
  completeLogin: vi.fn(),
  forgotPassword: vi.fn(),
  resetPassword: vi.fn(),
  tacRequestNewRegister: vi.fn(),
  tacVerify: vi.fn(),
}))

vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => calls.navigate,
  useSearch: () => calls.search,
}))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))
vi.mock('@lobbykit/core/session/login', () => ({
  login: calls.login,
  completeLogin: calls.completeLogin,
}))
vi.mock('@lobbykit/core/api/auth/signup', () => ({ signup: calls.signup }))
vi.mock('@lobbykit/core/api/auth/forgotPassword', () => ({ forgotPassword: calls.forgotPassword }))
vi.mock('@lobbykit/core/api/auth/resetPassword', () => ({ resetPassword: calls.resetPassword }))
vi.mock('@lobbykit/core/api/auth/tacRequestNewRegister', () => ({
  tacRequestNewRegister: calls.tacRequestNewRegister,
}))
vi.mock('@lobbykit/core/api/auth/tacVerify', () => ({ tacVerify: calls.tacVerify }))

let runtime: SiteRuntime

// The site has no user-event: the player's typing and clicks are fired as the browser events they cause.
const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } })
const click = (element: HTMLElement) => fireEvent.click(element)
const button = (name: string) => screen.getByRole('button', { name })

function renderPage(page: ReactNode) {
  return render(<RuntimeProvider runtime={runtime}>{page}</RuntimeProvider>)
}

beforeEach(() => {
  for (const call of Object.values(calls)) if (typeof call === 'function') call.mockReset()
  calls.search = {}
  runtime = {
    store: createStore(),
    api: {},
    domainName: 'localhost',
    handleError: vi.fn(),
    site: { domain_name: 'localhost', external_id: 'demo' },
  } as unknown as SiteRuntime
  calls.login.mockResolvedValue({ ok: true })
  calls.signup.mockResolvedValue({ ok: true, data: {} })
  calls.completeLogin.mockResolvedValue({ ok: true })
  calls.tacRequestNewRegister.mockResolvedValue({ ok: true, data: {} })
  calls.tacVerify.mockResolvedValue({ ok: true, data: { verified: true } })
  calls.forgotPassword.mockResolvedValue({ ok: true, data: {} })
  calls.resetPassword.mockResolvedValue({ ok: true, data: {} })
})
afterEach(() => {
  window.history.replaceState(null, '', '/')
  sessionStorage.clear()
  localStorage.clear()
})

describe('login page', () => {
  it('logs in with the trimmed account id and goes home', async () => {
    renderPage(<LoginPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    type('Account ID', ' player8841 ')
    type('Password', 'secret')
    click(button('Log in'))
    expect(calls.login).toHaveBeenCalledExactlyOnceWith(runtime, {
      account_id: 'player8841',
      password: 'secret',
    })
    await waitFor(() => expect(calls.navigate).toHaveBeenCalledWith({ href: '/' }))
  })

  it('takes the player back to the page they were sent from', async () => {
    calls.search = { redirect: '/vi/withdrawal?from=menu' }
    renderPage(<LoginPage />)
    type('Account ID', 'player8841')
    type('Password', 'secret')
    click(button('Log in'))
    await waitFor(() => expect(calls.navigate).toHaveBeenCalledWith({ href: '/vi/withdrawal?from=menu' }))
  })

  it('never follows a redirect off the site', async () => {
    calls.search = { redirect: '//evil.example/steal' }
    renderPage(<LoginPage />)
    type('Account ID', 'player8841')
    type('Password', 'secret')
    click(button('Log in'))
    await waitFor(() => expect(calls.navigate).toHaveBeenCalledWith({ href: '/' }))
  })

  it('keeps the way back for the sign-in-by-code dialog', () => {
    calls.search = { redirect: '/deposit' }
    renderPage(<LoginPage />)
    click(screen.getByRole('button', { name: /code/i }))
    expect(runtime.store.get(currentModalAtom)).toBe('signin')
    expect(sessionStorage.getItem('returnTo')).toBe('/deposit')
  })

  it('does not call the API with an empty field', () => {
    renderPage(<LoginPage />)
    type('Account ID', 'player8841')
    click(button('Log in'))
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

  it('refuses a@b.c as the API would, and sends no code', () => {
    renderPage(<RegisterPage />)
    fill('a@b.c')
    click(button('Create account'))
    expect(calls.tacRequestNewRegister).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address')
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail (optional)'))
  })

  it('texts a code to the phone first, and opens the account only once the code is verified', async () => {
    renderPage(<RegisterPage />)
    fill(' new@player.ph ')
    click(button('Create account'))
    expect(calls.tacRequestNewRegister).toHaveBeenCalledExactlyOnceWith(runtime.api, {
      domain_name: 'localhost',
      external_id: 'demo',
      account_id: 'newplayer',
      contact_phone: '09123456789',
    })
    expect(await screen.findByText(/We have sent a 6-digit code to 09123456789\./)).toBeVisible()
    expect(calls.signup).not.toHaveBeenCalled()

    click(button('Verify and create account'))
    expect(calls.tacVerify).not.toHaveBeenCalled()
    expect(screen.getByText('This field is required.')).toBeVisible()

    type('Code from the text message', '123456')
    click(button('Verify and create account'))
    await waitFor(() => expect(calls.signup).toHaveBeenCalledTimes(1))
    expect(calls.tacVerify).toHaveBeenCalledExactlyOnceWith(runtime.api, {
      domain_name: 'localhost',
      external_id: 'demo',
      account_id: 'newplayer',
      tac: '123456',
    })
    expect(calls.signup).toHaveBeenCalledWith(runtime.api, {
      domain_name: 'localhost',
      external_id: 'demo',
      account_id: 'newplayer',
      password: 'hunter22',
      contact_phone: '09123456789',
      contact_email: 'new@player.ph',
      visitor_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    await waitFor(() => expect(calls.navigate).toHaveBeenCalledWith({ href: '/' }))
  })

  it('does not open the account with a wrong code', async () => {
    calls.tacVerify.mockResolvedValue({ ok: false, error: { statusCode: 0, message: 'invalidTac' } })
    renderPage(<RegisterPage />)
    fill('')
    click(button('Create account'))
    await screen.findByLabelText('Code from the text message')
    type('Code from the text message', '000000')
    click(button('Verify and create account'))
    await waitFor(() =>
      expect(runtime.handleError).toHaveBeenCalledWith({ statusCode: 0, message: 'invalidTac' }),
    )
    expect(calls.signup).not.toHaveBeenCalled()
  })

  it('sends the referral code of the link, the affiliate domain and the visitor id', async () => {
    window.history.replaceState(null, '', '/register?ref=FRIEND7&ch=fb')
    runtime.store.set(layoutAtom, (layout) => ({ ...layout, aff_domain: ['localhost'] }))
    renderPage(<RegisterPage />)
    expect((screen.getByLabelText('Referral code (optional)') as HTMLInputElement).value).toBe('FRIEND7')
    fill('')
    click(button('Create account'))
    await screen.findByLabelText('Code from the text message')
    type('Code from the text message', '123456')
    click(button('Verify and create account'))
    await waitFor(() => expect(calls.signup).toHaveBeenCalledTimes(1))
    const body = calls.signup.mock.calls[0]?.[1]
    expect(body).toMatchObject({ referrer_code: 'FRIEND7', affiliate_code: 'localhost', ch: 'fb' })
    expect(body.visitor_id).toBe(localStorage.getItem('visitor_id'))
  })

  it('goes back to the details as they were typed, and can send a new code', async () => {
    renderPage(<RegisterPage />)
    fill('')
    click(button('Create account'))
    click(await screen.findByRole('button', { name: 'Send a new code' }))
    expect(await screen.findByText('A new code is on its way.')).toBeVisible()
    expect(calls.tacRequestNewRegister).toHaveBeenCalledTimes(2)
    click(button('Change my details'))
    expect((screen.getByLabelText('Account ID') as HTMLInputElement).value).toBe(' newplayer ')
    expect(screen.queryByLabelText('Code from the text message')).toBeNull()
  })
})

describe('forgot password page', () => {
  it('refuses a phone number the contract refuses, then sends a good one', async () => {
    renderPage(<ForgotPasswordPage />)
    type('Account ID', ' player8841 ')
    type('Phone number', '12345')
    click(button('Send me a code'))
    expect(calls.forgotPassword).not.toHaveBeenCalled()
    expect(await screen.findByText('Enter 7 to 15 digits.')).toBeVisible()
    type('Phone number', '09123456789')
    click(button('Send me a code'))
    await waitFor(() =>
      expect(calls.forgotPassword).toHaveBeenCalledExactlyOnceWith(runtime.api, {
        domain_name: 'localhost',
        external_id: 'demo',
        account_id: 'player8841',
        contact_phone: '09123456789',
      }),
    )
  })

  it('finishes with the code and a new password typed twice, then sends the player to log in', async () => {
    renderPage(<ForgotPasswordPage />)
    type('Account ID', 'player8841')
    type('Phone number', '09123456789')
    click(button('Send me a code'))
    await screen.findByLabelText('Code from the text message')
    type('Code from the text message', '654321')
    type('New password', 'renewed123')
    type('Repeat the new password', 'renewed124')
    click(button('Set new password'))
    expect(screen.getByText('The two passwords are not the same.')).toBeVisible()
    expect(calls.resetPassword).not.toHaveBeenCalled()

    type('Repeat the new password', 'renewed123')
    click(button('Set new password'))
    await waitFor(() =>
      expect(calls.resetPassword).toHaveBeenCalledExactlyOnceWith(runtime.api, {
        domain_name: 'localhost',
        external_id: 'demo',
        account_id: 'player8841',
        contact_phone: '09123456789',
        tac: '654321',
        new_password: 'renewed123',
      }),
    )
    await waitFor(() => expect(calls.navigate).toHaveBeenCalledWith({ href: '/login' }))
  })

  it('stays on the form when the code is wrong', async () => {
    calls.resetPassword.mockResolvedValue({ ok: false, error: { statusCode: 0, message: 'invalidTac' } })
    renderPage(<ForgotPasswordPage />)
    type('Account ID', 'player8841')
    type('Phone number', '09123456789')
    click(button('Send me a code'))
    await screen.findByLabelText('Code from the text message')
    type('Code from the text message', '000000')
    type('New password', 'renewed123')
    type('Repeat the new password', 'renewed123')
    click(button('Set new password'))
    await waitFor(() =>
      expect(runtime.handleError).toHaveBeenCalledWith({ statusCode: 0, message: 'invalidTac' }),
    )
    expect(calls.navigate).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Code from the text message')).toBeVisible()
  })
})
