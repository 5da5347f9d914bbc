import { i18n } from '@lingui/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { capProgress, VipWidget } from '../VipWidget/VipWidget'
import { BalanceWidget } from './BalanceWidget'

describe('BalanceWidget', () => {
  afterEach(() => i18n.activate('en'))

  it('shows balance and tokens and wires deposit, withdraw and refresh', () => {
    const onDeposit = vi.fn()
    const onWithdraw = vi.fn()
    const onRefresh = vi.fn()
    render(
      <BalanceWidget
        balance={1_254_075}
        tokens={3200}
        currency="PHP"
        onDeposit={onDeposit}
        onWithdraw={onWithdraw}
        onRefresh={onRefresh}
      />,
    )
    expect(screen.getByText('₱12,540.75')).toBeVisible()
    expect(screen.getByText(/3,200 game tokens/)).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }))
    expect([onDeposit, onWithdraw, onRefresh].map((f) => f.mock.calls.length)).toEqual([1, 1, 1])
  })

  it('writes the balance and tokens in the page language, as the header does (docs/product.md#date-locales)', () => {
    i18n.loadAndActivate({ locale: 'vi', messages: {} })
    render(<BalanceWidget balance={1_254_075} tokens={3200} currency="PHP" />)
    expect(screen.getByText('12.540,75 ₱')).toBeVisible()
    expect(screen.getByText(/3\.200/)).toBeVisible()
  })

  it('shows a dash while unknown and locks refresh while it runs', () => {
    render(<BalanceWidget balance={null} currency="PHP" onRefresh={() => {}} refreshing />)
    expect(screen.getByText('—')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Refreshing balance' }).hasAttribute('disabled')).toBe(true)
  })
})

describe('VipWidget', () => {
  it('caps progress at 100%', () => {
    expect(capProgress(140)).toBe(100)
    expect(capProgress(-5)).toBe(0)
    expect(capProgress(Number.NaN)).toBe(0)
    render(
      <VipWidget
        currency="PHP"
        vip={{
          currentLevel: 'Gold',
          nextLevel: 'Platinum',
          totalDeposit: 100,
          depoProgress: 140,
          totalTurnover: 5,
          toProgress: 42,
        }}
      />,
    )
    const [deposit, turnover] = screen.getAllByRole('progressbar')
    expect(deposit!.getAttribute('aria-valuenow')).toBe('100')
    expect(turnover!.getAttribute('aria-valuenow')).toBe('42')
    expect(screen.getByRole('progressbar', { name: 'Deposits' })).toBe(deposit)
    expect(screen.getByText('Next: Platinum')).toBeVisible()
  })
})
