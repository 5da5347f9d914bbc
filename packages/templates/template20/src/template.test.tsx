import { templateById } from '@lobbykit/contract'
import {
  demoHomeProps,
  demoLayoutProps,
  demoLobbyGames,
  demoLobbyProps,
  demoMatches,
  signedInSession,
} from '@lobbykit/ui/demo'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { meta, Layout, Home, Lobby } = template

describe('template20', () => {
  it('agrees with the registry (sportsbook1)', () => {
    const { name, description, ...entry } = meta
    expect(entry).toEqual(templateById('template20'))
    expect(meta.code).toBe('sportsbook1')
    expect(name).not.toBe('')
    expect(description).not.toBe('')
  })

  it('ships exactly the five registry colours, each a theme class', () => {
    const names = Object.keys(themeModules).map((path) =>
      path.replace('./themes/', '').replace('.css.ts', ''),
    )
    expect(names.sort()).toEqual([...meta.colours].sort())
    const classes = Object.values(themeModules).map((module) => module.default)
    for (const className of classes) expect(className).toMatch(/^\S+$/)
    expect(new Set(classes).size).toBe(5)
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
    screen.getAllByRole('button', { name: /log in/i })[0]!.click()
    screen.getAllByRole('button', { name: /join|register|sign up/i })[0]!.click()
    expect(screen.queryByText(/₱/)).toBeNull()
  })

  it('calls the shell for login and register', () => {
    const login = vi.fn()
    const register = vi.fn()
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} actions={{ ...props.actions, login, register }} />)
    screen.getAllByRole('button', { name: /log in/i })[0]!.click()
    screen.getAllByRole('button', { name: /join|register|sign up/i })[0]!.click()
    expect(login).toHaveBeenCalledTimes(1)
    expect(register).toHaveBeenCalledTimes(1)
  })

  it('shows the balance and deposit when signed in, and no login button', () => {
    render(<Layout {...demoLayoutProps({ children: null, session: signedInSession })} />)
    expect(screen.getAllByText('₱12,540.75').length).toBeGreaterThan(0)
    expect(screen.getAllByRole('button', { name: /deposit/i }).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: /log in/i })).toBeNull()
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

  it('marks the current page in the navigation', () => {
    render(<Layout {...demoLayoutProps({ children: null, pathname: '/promotions' })} />)
    const current = screen.getAllByRole('link', { current: 'page' })
    expect(current.length).toBeGreaterThan(0)
    for (const link of current) expect(link.getAttribute('href')).toBe('/promotions')
  })

  it('home: one h1 and a titled section for every section the shell passes', () => {
    const props = demoHomeProps({ matches: demoMatches })
    render(<Home {...props} />)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    for (const section of props.sections) {
      const titled =
        screen.queryByRole('heading', { name: section.title }) ??
        screen.queryByRole('tab', { name: section.title })
      expect(titled).not.toBeNull()
    }
    expect(screen.getAllByText(props.sections[0]!.games[0]!.game_name).length).toBeGreaterThan(0)
  })

  it('home: playing a game goes through the shell', () => {
    const playGame = vi.fn()
    const props = demoHomeProps()
    render(<Home {...props} actions={{ ...props.actions, playGame }} />)
    const game = props.sections[0]!.games[1]!
    screen.getAllByRole('button', { name: new RegExp(`play\\s*${game.game_name}`, 'i') })[0]!.click()
    expect(playGame).toHaveBeenCalledWith(game)
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

  it('home: shows a busy state while loading', () => {
    const { container } = render(<Home {...demoHomeProps({ loading: true, sections: [] })} />)
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
  })

  it('lobby: its title, every game and the category filter', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    expect(screen.getByRole('heading', { level: 1, name: props.title })).toBeTruthy()
    for (const game of props.games) expect(screen.getAllByText(game.game_name).length).toBeGreaterThan(0)
    expect(screen.getAllByRole('link', { current: 'page' })[0]!.getAttribute('href')).toBe('/slots')
  })

  it('lobby: an empty state when there are no games, and the error when there is one', () => {
    const { rerender } = render(<Lobby {...demoLobbyProps({ games: [] })} />)
    expect(screen.getByText(/no games/i)).toBeTruthy()
    rerender(<Lobby {...demoLobbyProps({ games: [], error: 'Could not load games' })} />)
    expect(screen.getByRole('alert').textContent).toContain('Could not load games')
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
