import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demoLanguages, demoPartners } from '../demo/data'
import { ErrorModal } from './ErrorModal'
import { LanguagePickerModal } from './LanguagePickerModal'
import { LoginModal } from './LoginModal'
import { PartnersModal } from './PartnersModal'
import { RegisterModal } from './RegisterModal'
import { SessionExpiredModal } from './SessionExpiredModal'
import { TacLoginModal } from './TacLoginModal'

describe('LoginModal', () => {
  it('submits the trimmed account id and password', async () => {
    const onSubmit = vi.fn()
    render(<LoginModal open onClose={() => {}} onSubmit={onSubmit} />)
    expect(document.activeElement).toBe(screen.getByLabelText('Account ID'))
    await userEvent.type(screen.getByLabelText('Account ID'), ' player8841 ')
    await userEvent.type(screen.getByLabelText('Password'), 'secret')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(onSubmit).toHaveBeenCalledWith({ accountId: 'player8841', password: 'secret' })
  })

  it('does not submit empty fields and says which are missing', async () => {
    const onSubmit = vi.fn()
    render(<LoginModal open onClose={() => {}} onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Account ID is required',
      'Password is required',
    ])
  })

  it("shows the server's error and locks the form while busy", () => {
    render(
      <LoginModal open onClose={() => {}} onSubmit={() => {}} busy error="Wrong account ID or password" />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Wrong account ID or password')
    expect(screen.getByRole('button', { name: 'Logging in…' }).hasAttribute('disabled')).toBe(true)
  })
})

describe('TacLoginModal', () => {
  it('asks for a code first, then signs in with six digits', async () => {
    const onRequestCode = vi.fn()
    const onSubmit = vi.fn()
    const { rerender } = render(
      <TacLoginModal open onClose={() => {}} onRequestCode={onRequestCode} onSubmit={onSubmit} />,
    )
    await userEvent.type(screen.getByLabelText('Account ID'), 'player8841')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(onRequestCode).toHaveBeenCalledWith('player8841')
    rerender(
      <TacLoginModal
        open
        onClose={() => {}}
        onRequestCode={onRequestCode}
        onSubmit={onSubmit}
        codeSent
        resendIn={30}
      />,
    )
    expect(screen.getByRole('button', { name: 'Send a new code in 30s' }).hasAttribute('disabled')).toBe(true)
    await userEvent.type(screen.getByLabelText('One-time code'), '12a34')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByText('Enter the 6-digit code')).toBeVisible()
    await userEvent.type(screen.getByLabelText('One-time code'), '56')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(onSubmit).toHaveBeenCalledWith({ accountId: 'player8841', tac: '123456' })
  })
})

describe('RegisterModal', () => {
  it('needs account, password, phone and the 18+ box; checks the e-mail', async () => {
    const onSubmit = vi.fn()
    render(<RegisterModal open onClose={() => {}} onSubmit={onSubmit} defaultReferrerCode="FRIEND7" />)
    await userEvent.type(screen.getByLabelText('Account ID'), 'newplayer')
    await userEvent.type(screen.getByLabelText('Password'), 'hunter22')
    await userEvent.type(screen.getByLabelText('Mobile number'), '0912-345-6789')
    await userEvent.type(screen.getByLabelText('E-mail (optional)'), 'new@player')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByText('Invalid email address')).toBeVisible()
    expect(screen.getByText('Please confirm you are 18 or older.')).toBeVisible()
    await userEvent.type(screen.getByLabelText('E-mail (optional)'), '.ph')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(onSubmit).toHaveBeenCalledWith({
      accountId: 'newplayer',
      password: 'hunter22',
      contactPhone: '09123456789',
      contactEmail: 'new@player.ph',
      referrerCode: 'FRIEND7',
    })
  })
})

describe('PartnersModal', () => {
  it('lists each partner as a logo link with its name, folded by the collapse arrow', async () => {
    render(<PartnersModal open onClose={() => {}} partners={demoPartners} />)
    const link = screen.getByRole('link', { name: 'Sunrise Sports' })
    expect(link.getAttribute('href')).toBe(demoPartners[1]!.href)
    expect(link.querySelector('img')).toBeTruthy()
    const arrow = screen.getByRole('button', { name: /5 partners/ })
    expect(arrow.getAttribute('aria-expanded')).toBe('true')
    await userEvent.click(arrow)
    expect(arrow.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'Sunrise Sports' })).toBeNull()
  })
})

describe('ErrorModal and SessionExpiredModal', () => {
  it('shows the message and closes with OK', async () => {
    const onClose = vi.fn()
    render(<ErrorModal open onClose={onClose} title="Error" message="Insufficient balance" />)
    const dialog = screen.getByRole('dialog', { name: 'Error' })
    expect(dialog.textContent).toContain('Insufficient balance')
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('offers to log in again', () => {
    const onLogin = vi.fn()
    render(<SessionExpiredModal open onClose={() => {}} onLogin={onLogin} />)
    fireEvent.click(screen.getByRole('button', { name: 'Log in again' }))
    expect(onLogin).toHaveBeenCalledOnce()
  })
})

describe('LanguagePickerModal', () => {
  it('marks the current language and reports the chosen one', async () => {
    const onSelect = vi.fn()
    render(
      <LanguagePickerModal
        open
        onClose={() => {}}
        languages={demoLanguages}
        current="EN"
        onSelect={onSelect}
      />,
    )
    expect(
      screen.getAllByRole('button').filter((b) => b.getAttribute('aria-current') === 'true'),
    ).toHaveLength(1)
    expect(screen.getByRole('button', { name: /English/ }).getAttribute('aria-current')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: /Tiếng Việt/ }))
    expect(onSelect).toHaveBeenCalledWith('VI')
    expect(screen.getByRole('button', { name: /Tiếng Việt/ }).getAttribute('lang')).toBe('vi')
  })
})
