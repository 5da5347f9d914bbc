import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { demoHomeProps, signedInSession } from '../demo/data'
import type { HomeProps } from '../template/types'
import { HomeSections } from './HomeSections'

function home(overrides: Partial<HomeProps> = {}) {
  const props = demoHomeProps({ session: signedInSession, ...overrides })
  return { ...props, actions: { ...props.actions, playGame: vi.fn() } }
}

const block = (section: HomeProps['sections'][number]) => <h2>{section.title}</h2>

describe("the player's shelves", () => {
  it("shows a signed-in player's recent games first, each one playing the game again", () => {
    const games = demoHomeProps().sections[1]!.games.slice(0, 3)
    const props = home({ recent: { key: 'recent', title: 'Recently played', games } })
    render(<HomeSections home={props}>{block}</HomeSections>)
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings[0]).toBe('Recently played')
    const shelf = screen.getByRole('region', { name: 'Recently played' })
    expect(within(shelf).getAllByRole('listitem')).toHaveLength(3)
    fireEvent.click(
      within(shelf).getByRole('button', { name: new RegExp(`^play ?${games[1]!.game_name}`, 'i') }),
    )
    expect(props.actions.playGame).toHaveBeenCalledWith(games[1])
  })

  it('stays on the page while the other lists load', () => {
    const games = demoHomeProps().sections[0]!.games.slice(0, 2)
    render(
      <HomeSections
        home={home({ loading: true, recent: { key: 'recent', title: 'Recently played', games } })}
      >
        {block}
      </HomeSections>,
    )
    expect(screen.getByRole('region', { name: 'Recently played' })).toBeVisible()
  })

  it('is hidden when the list is empty or the visitor is signed out', () => {
    const games = demoHomeProps().sections[0]!.games.slice(0, 2)
    const { unmount } = render(
      <HomeSections home={home({ recent: { key: 'recent', title: 'Recently played', games: [] } })}>
        {block}
      </HomeSections>,
    )
    expect(screen.queryByRole('region', { name: 'Recently played' })).toBeNull()
    unmount()
    render(
      <HomeSections
        home={home({
          session: { signedIn: false },
          recent: { key: 'recent', title: 'Recently played', games },
        })}
      >
        {block}
      </HomeSections>,
    )
    expect(screen.queryByRole('region', { name: 'Recently played' })).toBeNull()
  })

  it("shows a player's favourites after the recently played, and neither to a visitor", () => {
    const games = demoHomeProps().sections[0]!.games.slice(0, 3)
    const favourites = { key: 'favourites', title: 'Favourites', games: games.slice(0, 2) }
    const recent = { key: 'recent', title: 'Recently played', games }
    const { unmount } = render(<HomeSections home={home({ recent, favourites })}>{block}</HomeSections>)
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings.slice(0, 2)).toEqual(['Recently played', 'Favourites'])
    expect(within(screen.getByRole('region', { name: 'Favourites' })).getAllByRole('listitem')).toHaveLength(
      2,
    )
    unmount()
    render(
      <HomeSections home={home({ session: { signedIn: false }, recent, favourites })}>{block}</HomeSections>,
    )
    expect(screen.queryByRole('region', { name: 'Favourites' })).toBeNull()
  })
})
