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

  it('asks for the pages of the rows it shows and holds their places with placeholders meanwhile', () => {
    const loaded = new Map(lobby.slice(0, 12).map((game, index) => [index, game]))
    const want = vi.fn()
    const games = { total: 5_000, at: (index: number) => loaded.get(index), want, version: 'first' }
    const { rerender } = render(<GameGrid games={games} onPlay={() => {}} />)
    expect(want).toHaveBeenCalledWith(0, expect.any(Number))
    const items = screen.getAllByRole('listitem')
    expect(items[0]!.getAttribute('aria-setsize')).toBe('5000')
    const waiting = items.filter((item) => item.getAttribute('aria-busy') === 'true')
    expect(items.length - waiting.length).toBe(12)
    expect(waiting.length).toBeGreaterThan(0)
    for (const [index, game] of lobby.slice(12, items.length).entries()) loaded.set(12 + index, game)
    rerender(<GameGrid games={{ ...games, version: 'second' }} onPlay={() => {}} />)
    expect(
      screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-busy') === 'true'),
    ).toHaveLength(0)
  })

  it("keeps a game's card when a narrower search moves it up, and shows the new games in order", () => {
    const { rerender } = render(<GameGrid games={lobby} onPlay={() => {}} />)
    const third = screen.getAllByRole('listitem')[2]
    const narrowed = lobby.filter((_, index) => index % 2 === 0)
    rerender(<GameGrid games={narrowed} onPlay={() => {}} />)
    const items = screen.getAllByRole('listitem')
    // The third game is second now: the same element, moved, its art not loaded again.
    expect(items[1]).toBe(third)
    expect(items[1]!.textContent).toContain(lobby[2]!.game_name)
    expect(items[1]!.getAttribute('aria-posinset')).toBe('2')
    expect(items[2]!.textContent).toContain(lobby[4]!.game_name)
  })

  it('builds no new cards for a search whose games are all new: they take the elements the old games left', () => {
    const { rerender } = render(<GameGrid games={lobby} onPlay={() => {}} />)
    const before = screen.getAllByRole('listitem')
    rerender(<GameGrid games={lobby.slice(500)} onPlay={() => {}} />)
    const after = screen.getAllByRole('listitem')
    expect(after).toHaveLength(before.length)
    expect(new Set([...before, ...after]).size).toBe(before.length)
    expect(after[0]!.textContent).toContain(lobby[500]!.game_name)
  })

  it('shows a game listed twice (pages answered across a catalogue change) in both places', () => {
    const twice = [lobby[0]!, lobby[1]!, lobby[0]!, ...lobby.slice(2, 100)]
    const complaints = vi.spyOn(console, 'error')
    render(<GameGrid games={twice} onPlay={() => {}} />)
    const items = screen.getAllByRole('listitem')
    expect(items[0]!.textContent).toContain(lobby[0]!.game_name)
    expect(items[2]!.textContent).toContain(lobby[0]!.game_name)
    expect(items[3]!.textContent).toContain(lobby[2]!.game_name)
    // React says nothing of two children with one key.
    expect(complaints).not.toHaveBeenCalled()
  })
})
