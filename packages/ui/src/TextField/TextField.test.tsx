import { emailError } from '@lobbykit/core/validate/fields'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TextField } from './TextField'

describe('TextField', () => {
  it('is labelled', () => {
    render(<TextField label="Account ID" name="account_id" />)
    expect(screen.getByLabelText('Account ID').getAttribute('name')).toBe('account_id')
  })

  it('letters-only: typed digits and symbols never arrive', async () => {
    const onChange = vi.fn()
    render(<TextField label="Full name" name="full_name" filter="letters" onChange={onChange} />)
    await userEvent.type(screen.getByLabelText('Full name'), 'Ma3ria S-antos')
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Maria Santos')
    expect(onChange).toHaveBeenLastCalledWith('Maria Santos')
  })

  it('digits-only: keeps 0-9 from typing and pasting, and asks for the numeric keypad', async () => {
    render(<TextField label="Phone" name="contact_phone" filter="digits" />)
    const input = screen.getByLabelText('Phone') as HTMLInputElement
    await userEvent.type(input, '09a1 2')
    expect(input.value).toBe('0912')
    fireEvent.change(input, { target: { value: '+63 912-345' } })
    expect(input.value).toBe('63912345')
    expect(input.getAttribute('inputmode')).toBe('numeric')
  })

  it("a form's check (the e-mail rule): its message shows after leaving the field, and clears once fixed", async () => {
    render(<TextField label="E-mail" name="contact_email" check={(value) => emailError(value)} />)
    const input = screen.getByLabelText('E-mail')
    await userEvent.type(input, 'maria@example')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.blur(input)
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    await userEvent.type(input, '.com')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("url: 'Invalid URL' for anything but http(s), with a custom message when given", () => {
    const { rerender } = render(
      <TextField label="Website" name="site" check="url" value="ftp://x.com" showErrors />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Invalid URL')
    rerender(
      <TextField
        label="Website"
        name="site"
        check="url"
        value="ftp://x.com"
        showErrors
        checkMessage="Use a web address"
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Use a web address')
    rerender(<TextField label="Website" name="site" check="url" value="https://x.com" showErrors />)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('password: a toggle shows and hides what was typed', async () => {
    render(<TextField label="Password" name="password" type="password" />)
    const input = screen.getByLabelText('Password')
    expect(input.getAttribute('type')).toBe('password')
    await userEvent.click(screen.getByRole('button', { name: 'Show Password' }))
    expect(input.getAttribute('type')).toBe('text')
    expect(screen.getByRole('button', { name: 'Hide Password' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('password: the toggle is named by its visible word and the field, so the name holds what is on screen', () => {
    render(<TextField label="Confirm password" name="confirm" type="password" />)
    const toggle = screen.getByRole('button', { name: 'Show Confirm password' })
    expect(toggle.getAttribute('aria-label')).toBeNull()
  })

  it('reports a missing required value after a submit attempt', () => {
    render(<TextField label="Password" name="password" required showErrors value="" />)
    expect(screen.getByRole('alert').textContent).toBe('Password is required')
  })
})
