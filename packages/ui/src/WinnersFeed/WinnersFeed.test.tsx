import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoFeed, demoSite } from '../demo'
import { WinnersFeed } from './WinnersFeed'

describe('WinnersFeed', () => {
  it('lists the wins and the withdrawals with the masked account, the amount in the currency and the game', () => {
    render(<WinnersFeed feed={demoFeed} site={demoSite} />)
    const wins = screen.getByRole('list', { name: 'Big wins' })
    const first = demoFeed.winners[0]!
    const line = within(wins).getAllByRole('listitem')[0]!
    expect(line.textContent).toContain(first.accountId)
    expect(line.textContent).toContain(first.gameName)
    expect(line.textContent).toContain('₱')
    expect(within(screen.getByRole('list', { name: 'Withdrawals' })).getAllByRole('listitem')).toHaveLength(
      demoFeed.withdrawals.length,
    )
  })

  it('as tabs shows one list at a time', () => {
    render(<WinnersFeed feed={demoFeed} site={demoSite} variant="tabs" />)
    expect(screen.getByRole('list', { name: 'Big wins' })).toBeVisible()
    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }))
    expect(screen.getByRole('list', { name: 'Withdrawals' })).toBeVisible()
  })

  it('renders nothing while both lists are empty or not there', () => {
    const { container, rerender } = render(<WinnersFeed feed={undefined} site={demoSite} />)
    expect(container.innerHTML).toBe('')
    rerender(<WinnersFeed feed={{ winners: [], withdrawals: [] }} site={demoSite} />)
    expect(container.innerHTML).toBe('')
  })
})
