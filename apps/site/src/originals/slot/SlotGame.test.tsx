import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { infoFor, renderGame, roundAnswer } from '../testing/fakeServer'

const reels = [
  ['cherry', 'lemon', 'bell'],
  ['cherry', 'seven', 'bell'],
  ['cherry', 'wild', 'clover'],
  ['diamond', 'lemon', 'bell'],
  ['seven', 'lemon', 'lemon'],
]

describe('the slot window', () => {
  it('shows its controls, balance and paytable', async () => {
    renderGame(infoFor('slot'), {})
    expect(await screen.findByRole('button', { name: 'Spin' })).toBeEnabled()
    expect(screen.getByTestId('balance')).toHaveTextContent('₱2,500.00')
    expect(screen.getByRole('group', { name: 'Lines' })).toHaveTextContent('10')
    expect(screen.getByLabelText('Total stake')).toHaveValue('20.00')
    fireEvent.click(screen.getByRole('button', { name: 'Rules and paytable' }))
    const rules = screen.getByRole('dialog', { name: 'How to play' })
    expect(rules).toHaveTextContent('Return to player: 99.00%')
    expect(within(rules).getByRole('row', { name: /Seven/ })).toHaveTextContent('x3.00x10.00x50.00')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('sends the lines and stake, lands on the outcome and shows the win', async () => {
    const { calls, posted } = renderGame(infoFor('slot'), {
      'originals/round': () =>
        roundAnswer({
          outcome: { engine: 'slot', reels, line_wins: [{ line: 0, symbol: 'cherry', count: 3, win: 60 }] },
          win: 60,
          balance: 250_000 - 1_000 + 60,
        }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Fewer lines' }))
    fireEvent.click(screen.getByRole('button', { name: 'Min' }))
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }))
    await waitFor(() => expect(screen.getByTestId('last-win')).toHaveTextContent('₱0.60'))
    const body = calls.find((call) => call.path === 'originals/round')?.body
    expect(body).toMatchObject({ stake: 100, choice: { engine: 'slot', lines: 9 } })
    expect(body?.request_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(screen.getByTestId('balance')).toHaveTextContent('₱2,490.60')
    expect(
      screen.getByRole('img', { name: /Reel 1: Cherry, Lemon, Bell; Reel 2: Cherry, Seven, Bell/ }),
    ).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Winning lines' })).toHaveTextContent('Line 1: 3 × Cherry, ₱0.60')
    expect(screen.getByTestId('announcer')).toHaveTextContent('You won ₱0.60')
    expect(posted).toContainEqual({ type: 'lobbykit:balance', balance: 249_060 })
  })

  it('says clearly when the balance is too low, and changes nothing', async () => {
    renderGame(infoFor('slot'), {
      'originals/round': () => ({ statusCode: 0, message: 'insufficientFunds' }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough balance for this stake.')
    expect(screen.getByTestId('balance')).toHaveTextContent('₱2,500.00')
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled()
  })

  it('sends the player back to the lobby when the game token has expired', async () => {
    renderGame(infoFor('slot'), {
      'originals/round': () => ({ statusCode: 0, message: 'gameTokenInvalid' }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }))
    const ended = await screen.findByRole('alertdialog', { name: 'Game session ended' })
    expect(ended).toHaveTextContent('Relaunch the game from the lobby.')
  })
})
