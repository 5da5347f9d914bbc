import { demoHomeProps, demoLayoutProps, demoMatches } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })
const { Layout, Home } = template

describe('template20', () => {
  describeTemplateContract('template20', template, sources, {
    landmarks: {
      navigation: ['Main', 'Game categories', 'Menu', 'All games', 'Footer', 'Footer games', 'Shortcuts'],
      hidden: true,
      lists: { 'Game categories': 'categories' },
    },
    lobbyFilters: {
      provider: { select: 'Provider' },
      search: 'Game name',
      reset: 'Clear filters',
      counts: true,
    },
    lobbyWindow: { max: 120, counts: true, category: 'sportsbook' },
  })

  it('the tab bar leads with sports and casino, and its More turns into Close', () => {
    render(<Layout {...demoLayoutProps({ children: null, pathname: '/sports' })} />)
    const tabs = screen.getByRole('navigation', { name: 'Shortcuts' })
    const links = within(tabs).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Sports', 'Live Casino', 'Promotions'])
    fireEvent.click(within(tabs).getByRole('button', { name: 'More' }))
    expect(within(tabs).queryByRole('button', { name: 'More' })).toBeNull()
    expect(within(tabs).getAllByRole('button', { name: 'Close' })).toHaveLength(1)
  })

  it('home: picking prices fills the bet slip, and visitors are asked to log in to bet', () => {
    const login = vi.fn()
    const props = demoHomeProps({ matches: demoMatches })
    render(<Home {...props} actions={{ ...props.actions, login }} />)
    const slip = screen.getByRole('region', { name: /bet slip/i })
    expect(within(slip).getByRole('button', { name: 'Log in to bet' }).hasAttribute('disabled')).toBe(true)
    const [first, second] = demoMatches.filter((match) => match.odds.draw !== undefined)
    const market = screen.getByRole('region', { name: /live & upcoming/i })
    fireEvent.click(within(market).getAllByRole('button', { name: new RegExp(`${first!.home} to win`) })[0]!)
    fireEvent.click(within(market).getAllByRole('button', { name: /draw, odds/i })[1]!)
    expect(within(slip).getAllByRole('listitem')).toHaveLength(2)
    const total = (first!.odds.home * second!.odds.draw!).toFixed(2)
    expect(within(slip).getAllByText(total)).toHaveLength(1)
    fireEvent.click(within(slip).getByRole('button', { name: 'Log in to bet' }))
    expect(login).toHaveBeenCalledTimes(1)
  })

  it('home: the odds board shows the first live match and opens it', () => {
    const openMatch = vi.fn()
    const props = demoHomeProps({ matches: demoMatches })
    render(<Home {...props} actions={{ ...props.actions, openMatch }} />)
    const live = demoMatches.find((match) => match.live)!
    const board = screen.getByRole('region', { name: /sports betting at/i })
    expect(board.textContent).toContain(live.league)
    fireEvent.click(within(board).getAllByRole('button')[0]!)
    expect(openMatch).toHaveBeenCalledWith(live)
  })
})
