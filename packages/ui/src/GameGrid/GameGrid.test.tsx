import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoGames, demoLobbyGames } from '../demo/data'
import { GameGrid } from './GameGrid'

const lobby = demoLobbyGames(10_000)

function scrollGridTo(top: number) {
  // jsdom has no layout: place the grid's top edge where a scrolled page would put it.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + 100,
    left: 0,
    right: 1024,
    width: 1024,
    height: 100,
    x: 0,
    y: top,
    toJSON: () => ({}),
  })
  act(() => {
    fireEvent.scroll(window)
  })
}

afterEach(() => vi.restoreAllMocks())

describe('GameGrid', () => {
  it('renders only a window of a 10,000-game lobby', () => {
    render(<GameGrid games={lobby} onPlay={() => {}} />)
    const items = screen.getAllByRole('listitem')
    expect(items.length).toBeGreaterThan(6)
    expect(items.length).toBeLessThan(120)
    expect(items[0]!.getAttribute('aria-posinset')).toBe('1')
    expect(items[0]!.getAttribute('aria-setsize')).toBe('10000')
  })

  it('moves the window as the page scrolls, keeping the full height', async () => {
    const { container } = render(<GameGrid games={lobby} onPlay={() => {}} />)
    const viewport = container.firstElementChild as HTMLElement
    expect(Number.parseFloat(viewport.style.height)).toBeGreaterThan(100_000)
    scrollGridTo(-60_000)
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
    const items = screen.getAllByRole('listitem')
    const first = Number(items[0]!.getAttribute('aria-posinset'))
    expect(first).toBeGreaterThan(1000)
    expect(items.length).toBeLessThan(120)
    expect(
      screen.queryByRole('button', { name: new RegExp(`^Play ?${lobby[0]!.game_name}(,|$)`) }),
    ).toBeNull()
    expect(
      screen.getByRole('button', { name: new RegExp(`^Play ?${lobby[first - 1]!.game_name}(,|$)`) }),
    ).toBeTruthy()
  })

  it('renders a small list in full without virtualisation', () => {
    render(<GameGrid games={demoGames.slice(0, 12)} onPlay={() => {}} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(12)
  })

  it('shows loading, empty and error states', () => {
    const onRetry = vi.fn()
    const { rerender } = render(<GameGrid games={[]} loading onPlay={() => {}} />)
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
    rerender(<GameGrid games={[]} onPlay={() => {}} />)
    expect(screen.getByText('No games here yet')).toBeVisible()
    rerender(<GameGrid games={lobby} error="Service unavailable" onRetry={onRetry} onPlay={() => {}} />)
    expect(screen.getByRole('alert').textContent).toContain('Service unavailable')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
