import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { NewPasswordFields, useNewPassword } from './NewPasswordFields'

function Form() {
  const password = useNewPassword()
  const [sent, setSent] = useState<string>()
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (password.check()) setSent(password.next)
      }}
    >
      <NewPasswordFields password={password} />
      <button type="submit">Save</button>
      {sent ? <output>sent {sent}</output> : null}
    </form>
  )
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('NewPasswordFields', () => {
  it('refuses a weak password and two that differ beside the fields, and sends one that passes', () => {
    render(<Form />)
    type('New password', 'short')
    type('Repeat the new password', 'shorter')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('The two passwords are not the same.').textContent).toBe(
      'The two passwords are not the same.',
    )
    expect(screen.queryByText(/^sent/)).toBeNull()
    type('New password', 'harbour2026')
    type('Repeat the new password', 'harbour2026')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText(/^sent/).textContent).toBe('sent harbour2026')
    expect(screen.queryByText('The two passwords are not the same.')).toBeNull()
  })
})
