import {
  demoHomeProps,
  demoLayoutProps,
  demoLobbyGames,
  demoLobbyProps,
  demoMatches,
} from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Home, Lobby } = template

describe('template20', () => {
  describeTemplateContract('template20', template, themeModules, {
    tokensModule: import.meta.glob('./tokens.ts', { eager: true }),
  })

  it('renders the landmarks, the site name and the visitor actions when signed out', () => {
    const props = demoLayoutProps({ children: <p>page body</p> })
    render(<Layout {...props} />)
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /lucky harbor home/i })).toBeTruthy()
    const navs = screen.getAllByRole('navigation', { hidden: true })
    const names = navs.map((nav) => nav.getAttribute('aria-label'))
    expect(new Set(names).size).toBe(navs.length)
    expect(names).not.toContain(null)
    expect(within(screen.getByRole('main')).getByText('page body')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toContain('18+')
    expect(screen.queryByText(/₱/)).toBeNull()
  })

  it('the icon rail lists every game category; the tab bar leads with sports and casino', () => {
    const props = demoLayoutProps({ children: null, pathname: '/sports' })
    render(<Layout {...props} />)
    const rail = screen.getByRole('navigation', { name: 'Game categories', hidden: true })
    expect(within(rail).getAllByRole('link', { hidden: true })).toHaveLength(props.categories.length)
    const tabs = screen.getByRole('navigation', { name: 'Shortcuts' })
    const links = within(tabs).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Sports', 'Live Casino', 'Promotions'])
    const more = within(tabs).getByRole('button', { name: 'More' })
    fireEvent.click(more)
    expect(within(tabs).getByRole('button', { name: 'Close' })).toBeTruthy()
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
    expect(within(slip).getByText(total)).toBeTruthy()
    within(slip).getByRole('button', { name: 'Log in to bet' }).click()
    expect(login).toHaveBeenCalledTimes(1)
  })

  it('home: the odds board shows the first live match and opens it', () => {
    const openMatch = vi.fn()
    const props = demoHomeProps({ matches: demoMatches })
    render(<Home {...props} actions={{ ...props.actions, openMatch }} />)
    const live = demoMatches.find((match) => match.live)!
    const board = screen.getByRole('region', { name: /sports betting at/i })
    expect(within(board).getByText(live.league, { exact: false })).toBeTruthy()
    fireEvent.click(within(board).getAllByRole('button')[0]!)
    expect(openMatch).toHaveBeenCalledWith(live)
  })

  it('lobby: the provider picker keeps only the rows of that provider', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const chosen = props.games[0]!
    fireEvent.change(screen.getByRole('combobox', { name: 'Provider' }), {
      target: { value: chosen.provider_code },
    })
    const kept = props.games.filter((game) => game.provider_code === chosen.provider_code)
    expect(screen.getByRole('list', { name: props.title }).children).toHaveLength(kept.length)
  })

  it('lobby: with 10,000 games only the rows near the window are in the DOM', () => {
    const games = demoLobbyGames(10_000, 'sportsbook')
    render(<Lobby {...demoLobbyProps({ games })} />)
    const list = screen.getByRole('list', { name: 'Slots' })
    expect(list.children.length).toBeGreaterThan(0)
    expect(list.children.length).toBeLessThan(120)
    expect(screen.getByText('10,000 games')).toBeTruthy()
  })
})
