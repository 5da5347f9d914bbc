import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button'

describe('Button', () => {
  it('is a plain button that does not submit forms by accident', () => {
    render(<Button>Play</Button>)
    expect(screen.getByRole('button', { name: 'Play' })).toHaveProperty('type', 'button')
  })

  it('calls onClick, but not when disabled', () => {
    const onClick = vi.fn()
    const { rerender } = render(<Button onClick={onClick}>Deposit</Button>)
    fireEvent.click(screen.getByRole('button'))
    expect(onClick).toHaveBeenCalledTimes(1)
    rerender(
      <Button onClick={onClick} disabled>
        Deposit
      </Button>,
    )
    fireEvent.click(screen.getByRole('button'))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('while busy, keeps focus but neither calls onClick nor submits its form again', () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy onClick={onClick}>
          Deposit
        </Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Deposit' })
    button.focus()
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(button)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
  })

  it('gives each tone its own class', () => {
    render(
      <>
        <Button tone="brand">A</Button>
        <Button tone="critical">B</Button>
      </>,
    )
    expect(screen.getByText('A').className).not.toBe(screen.getByText('B').className)
  })
})
