import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { demoGames } from '../demo/data'
import { GameCard } from './GameCard'
import { gameCardVariants } from './GameCard.css'

const game = { ...demoGames[0]!, isFavourite: false }

describe('GameCard', () => {
  it.each(gameCardVariants)('%s: one button plays the game', (variant) => {
    const onPlay = vi.fn()
    render(<GameCard game={game} variant={variant} onPlay={onPlay} />)
    fireEvent.click(screen.getByRole('button', { name: /^Play ?Dragon Fortune/ }))
    expect(onPlay).toHaveBeenCalledWith(game)
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull()
  })

  it('has a separate favourite toggle that reports its state', () => {
    const onPlay = vi.fn()
    const onToggle = vi.fn()
    const { rerender } = render(<GameCard game={game} onPlay={onPlay} onToggleFavourite={onToggle} />)
    const heart = screen.getByRole('button', { name: 'Favourite Dragon Fortune' })
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(heart)
    expect(onToggle).toHaveBeenCalledWith(game)
    expect(onPlay).not.toHaveBeenCalled()
    rerender(<GameCard game={{ ...game, isFavourite: true }} onPlay={onPlay} onToggleFavourite={onToggle} />)
    expect(
      screen.getByRole('button', { name: 'Favourite Dragon Fortune' }).getAttribute('aria-pressed'),
    ).toBe('true')
  })

  it('shows a placeholder with the initials when the art fails to load', () => {
    const { container } = render(<GameCard game={game} onPlay={() => {}} />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('DF')).toBeVisible()
  })
})
