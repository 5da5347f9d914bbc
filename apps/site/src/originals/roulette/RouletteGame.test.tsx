import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { infoFor, renderGame, roundAnswer } from '../testing/fakeServer'

describe('the roulette window', () => {
  it('places chips, undoes one, and sends the bets grouped by spot', async () => {
    const { calls } = renderGame(infoFor('roulette'), {
      'originals/round': () =>
        roundAnswer({
          outcome: { engine: 'roulette', number: 17, colour: 'black', bet_wins: [7_200, 0] },
          win: 7_200,
          balance: 250_000 - 300 + 7_200,
        }),
    })
    fireEvent.click(await screen.findByRole('button', { name: '₱2.00' }))
    fireEvent.click(screen.getByRole('button', { name: '17 Place ₱2.00' }))
    fireEvent.click(screen.getByRole('button', { name: '₱1.00' }))
    fireEvent.click(screen.getByRole('button', { name: 'Red, Place ₱1.00' }))
    fireEvent.click(screen.getByRole('button', { name: 'Odd Place ₱1.00' }))
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(screen.getByTestId('total-stake')).toHaveTextContent('₱3.00')
    expect(screen.getByRole('button', { name: '17 ₱2.00 placed, add ₱1.00' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }))
    await waitFor(() => expect(screen.getByTestId('result-number')).toHaveTextContent('17'))
    expect(calls.at(-1)?.body).toMatchObject({
      stake: 300,
      choice: {
        engine: 'roulette',
        bets: [
          { kind: 'straight', value: 17, amount: 200 },
          { kind: 'red', value: 0, amount: 100 },
        ],
      },
    })
    expect(screen.getByTestId('announcer')).toHaveTextContent('17 Black: you won ₱72.00')
    expect(screen.getByTestId('balance')).toHaveTextContent('₱2,569.00')
  })

  it('offers every bet of the board and clears it', async () => {
    renderGame(infoFor('roulette'), {})
    await screen.findByRole('group', { name: 'Betting board' })
    for (const name of [
      '0',
      '36',
      '1st 12',
      '3rd 12',
      '2:1 Column 1,',
      '1-18',
      '19-36',
      'Even',
      'Odd',
      'Red,',
      'Black,',
    ])
      expect(screen.getByRole('button', { name: `${name} Place ₱1.00` })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '0 Place ₱1.00' }))
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.getByTestId('total-stake')).toHaveTextContent('₱0.00')
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled()
  })

  it('shows a refusal and keeps the chips', async () => {
    renderGame(infoFor('roulette'), {
      'originals/round': () => ({ statusCode: 0, message: 'insufficientFunds' }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Black, Place ₱1.00' }))
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough balance')
    expect(screen.getByTestId('total-stake')).toHaveTextContent('₱1.00')
  })
})
