import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Tabs } from './Tabs'

const items = [
  { key: 'deposit', label: 'Deposit', content: 'Deposit form' },
  { key: 'withdraw', label: 'Withdraw', content: 'Withdraw form' },
  { key: 'locked', label: 'Crypto', content: 'soon', disabled: true },
  { key: 'history', label: 'History', content: 'History table' },
]

describe('Tabs', () => {
  it('shows the selected panel and moves with arrows, Home and End, skipping disabled tabs', async () => {
    const onChange = vi.fn()
    render(<Tabs label="Banking" items={items} onChange={onChange} />)
    expect(screen.getByRole('tabpanel').textContent).toBe('Deposit form')
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Deposit' }))
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('Withdraw form')
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'History' }))
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Deposit' }))
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'History' }))
    await userEvent.keyboard('{Home}{ArrowLeft}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'History' }))
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([
      'withdraw',
      'history',
      'deposit',
      'history',
      'deposit',
      'history',
    ])
  })

  it('keeps only the selected tab in the Tab order', () => {
    render(<Tabs label="Banking" items={items} defaultValue="history" />)
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, -1, 0])
  })
})
