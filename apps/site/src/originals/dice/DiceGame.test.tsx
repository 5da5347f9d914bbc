import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { infoFor, renderGame } from '../testing/fakeServer'
import { VerifyPage } from './VerifyPage'

const seed = callExamples.diceSeed.response.seed

describe('the dice window', () => {
  it('shows the odds, the seed hash and the next nonce before any bet', async () => {
    renderGame(infoFor('dice'), {})
    expect(await screen.findByTestId('chance')).toHaveTextContent('50.00%')
    expect(screen.getByTestId('payout')).toHaveTextContent('x1.98')
    expect(screen.getByTestId('seed-hash')).toHaveTextContent(seed.server_seed_hash)
    expect(screen.getByLabelText('Next nonce')).toHaveValue('4')
    fireEvent.click(screen.getByRole('button', { name: 'Roll over' }))
    expect(screen.getByTestId('chance')).toHaveTextContent('49.99%')
  })

  it('sends target, side, client seed and nonce, and draws the roll', async () => {
    const { calls } = renderGame(infoFor('dice'), {
      'originals/round': () => callExamples.originalsRound.response,
    })
    fireEvent.change(await screen.findByLabelText('Target 50.00'), { target: { value: '5000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Min' }))
    fireEvent.click(screen.getByRole('button', { name: 'Roll dice' }))
    await waitFor(() => expect(screen.getByTestId('roll')).toHaveTextContent('12.34'))
    expect(calls.at(-1)?.body).toMatchObject({
      stake: 100,
      choice: { engine: 'dice', target: 5000, direction: 'under', client_seed: 'lucky-seed', nonce: 4 },
    })
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Rolled 12.34, won ₱19.80'))
    expect(screen.getByTestId('balance')).toHaveTextContent('₱2,509.80')
    expect(screen.getByLabelText('Next nonce')).toHaveValue('5')
  })

  it('rotating the seed reveals the previous server seed', async () => {
    const { calls } = renderGame(infoFor('dice'), {
      'originals/dice_seed': () => ({
        statusCode: 1,
        message: 'OK',
        seed: {
          ...seed,
          server_seed_hash: 'b'.repeat(64),
          next_nonce: 0,
          previous: {
            server_seed: 'revealed-seed-123',
            server_seed_hash: seed.server_seed_hash,
            client_seed: 'lucky-seed',
            last_nonce: 3,
          },
        },
      }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate seed' }))
    expect(await screen.findByTestId('previous-seed')).toHaveTextContent('revealed-seed-123')
    expect(calls.at(-1)).toMatchObject({ path: 'originals/dice_seed', body: { rotate: true } })
    expect(screen.getByTestId('seed-hash')).toHaveTextContent('b'.repeat(64))
  })

  it('refuses a used nonce clearly', async () => {
    renderGame(infoFor('dice'), { 'originals/round': () => ({ statusCode: 0, message: 'nonceUsed' }) })
    fireEvent.click(await screen.findByRole('button', { name: 'Roll dice' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('That nonce was already used.')
  })
})

describe('the verify page', () => {
  it('recomputes a roll and the seed hash in the browser', async () => {
    render(<VerifyPage search="?server_seed=a1b2c3d4e5f6-server-seed&client_seed=lucky-seed&nonce=4" />)
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByTestId('verified-roll')).toHaveTextContent('70.78')
    expect(
      screen.getByText('656928a6ded722bbd3c1c766dbd6ab124c975e9a63d29fa366d72033e7092593'),
    ).toBeInTheDocument()
  })
})
