import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { isVerifyPage } from './boot'
import { LaunchProblem } from './LaunchProblem'

describe('starting a game window', () => {
  it('knows the dice verify page by its path or ?verify=1', () => {
    expect(isVerifyPage({ pathname: '/originals/dice/verify/', search: '' })).toBe(true)
    expect(isVerifyPage({ pathname: '/originals/dice/', search: '?verify=1' })).toBe(true)
    expect(isVerifyPage({ pathname: '/originals/dice/', search: '?token=abc' })).toBe(false)
  })

  it('sends a player with an expired or missing game token back to the lobby', () => {
    const { rerender } = render(<LaunchProblem error={{ statusCode: 0, message: 'gameTokenInvalid' }} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Relaunch the game from the lobby.')
    rerender(<LaunchProblem error={null} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Game session ended')
  })

  it('offers to try again when the server could not be reached', () => {
    render(<LaunchProblem error={{ statusCode: -503, message: '', statusMessage: 'serviceUnavailable' }} />)
    expect(screen.getByRole('heading')).toHaveTextContent('The game could not start')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
