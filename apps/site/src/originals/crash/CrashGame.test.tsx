import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { infoFor, renderGame, roundAnswer } from '../testing/fakeServer'
import { parseMultiplier } from './CrashGame'
import { flight, multiplierAt } from './curve'

describe('the crash window', () => {
  it('sends the auto cash-out and tells a cash-out with its win', async () => {
    const { calls } = renderGame(infoFor('crash'), {
      'originals/round': () =>
        roundAnswer({
          outcome: { engine: 'crash', crash_point: 341, cash_out: 250, cashed_out: true },
          win: 5_000,
          balance: 250_000 - 2_000 + 5_000,
        }),
    })
    const target = await screen.findByLabelText('Auto cash-out')
    fireEvent.change(target, { target: { value: '2.5' } })
    expect(screen.getByText('Win ₱50.00 if the rocket reaches x2.50')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }))
    await waitFor(() => expect(screen.getByTestId('multiplier')).toHaveTextContent('x2.50'))
    expect(calls.at(-1)?.body).toMatchObject({ stake: 2_000, choice: { engine: 'crash', cash_out: 250 } })
    expect(screen.getByTestId('announcer')).toHaveTextContent('Cashed out at x2.50, won ₱50.00')
    expect(
      screen.getByText('Cashed out at x2.50, won ₱50.00. The round crashed at x3.41.'),
    ).toBeInTheDocument()
    expect(screen.getByTestId('balance')).toHaveTextContent('₱2,530.00')
    expect(screen.getByTestId('last-win')).toHaveTextContent('₱50.00')
    expect(screen.getByRole('list', { name: 'Recent crash points' })).toHaveTextContent('x3.41')
  })

  it('tells a crash before the cash-out', async () => {
    renderGame(infoFor('crash'), {
      'originals/round': () =>
        roundAnswer({
          outcome: { engine: 'crash', crash_point: 137, cash_out: 200, cashed_out: false },
          win: 0,
          balance: 248_000,
        }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Place bet' }))
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Crashed at x1.37'))
    expect(screen.getByTestId('multiplier')).toHaveTextContent('x1.37')
    expect(screen.getByTestId('balance')).toHaveTextContent('₱2,480.00')
  })

  it('refuses a cash-out outside x1.01 to x1000 before sending anything', async () => {
    const { calls } = renderGame(infoFor('crash'), {})
    const target = await screen.findByLabelText('Auto cash-out')
    fireEvent.change(target, { target: { value: '1.00' } })
    expect(target).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled()
    fireEvent.change(target, { target: { value: '1001' } })
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled()
    expect(calls).toHaveLength(0)
  })

  it('shows a stake out of range with the limits', async () => {
    renderGame(infoFor('crash'), {
      'originals/round': () => ({ statusCode: 0, message: 'stakeOutOfRange' }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Place bet' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The stake must be between ₱1.00 and ₱5,000.00.',
    )
  })
})

describe('the crash curve', () => {
  it('reads multipliers as players type them', () => {
    expect(parseMultiplier('2')).toBe(200)
    expect(parseMultiplier('x1.5')).toBe(150)
    expect(parseMultiplier('1,01')).toBe(101)
    expect(parseMultiplier('abc')).toBeUndefined()
  })

  it('grows from x1.00 and never draws past the stop, and long flights are sped up', () => {
    const short = flight(200)
    expect(multiplierAt(0, short.rate, 200)).toBe(100)
    expect(multiplierAt(short.durationMs, short.rate, 200)).toBe(200)
    expect(short.durationMs).toBeLessThan(5_000)
    expect(flight(100_000).durationMs).toBe(9_000)
  })
})
