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

describe('template19', () => {
  it('agrees with the registry (slot9)', () => {
    const { name, description, ...entry } = meta
    expect(entry).toEqual(templateById('template19'))
    expect(meta.code).toBe('slot9')
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
    const labels = screen
      .getAllByRole('navigation', { hidden: true })
      .map((nav) => nav.getAttribute('aria-label'))
    expect(labels).toEqual(expect.arrayContaining(['Main', 'Game categories', 'Menu', 'Footer', 'Shortcuts']))
    expect(new Set(labels).size).toBe(labels.length)
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

  it('phones: the tab bar links home, slots, fishing and promotions, and More opens the sheet', () => {
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} />)
    const tabs = screen.getByRole('navigation', { name: 'Shortcuts' })
    const hrefs = within(tabs)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual(['/', '/slots', '/fishing', '/promotions'])
    fireEvent.click(within(tabs).getByRole('button', { name: 'More' }))
    expect(within(tabs).getByRole('button', { name: 'Close' })).toBeTruthy()
    const sheet = screen.getByRole('navigation', { name: 'Menu', hidden: true }).parentElement!
    expect(sheet.getAttribute('data-open')).toBe('true')
  })

  it('signed in: deposit and log out in the pill, log out again in the sheet', () => {
    const deposit = vi.fn()
    const logout = vi.fn()
    const props = demoLayoutProps({ children: null, session: signedInSession })
    render(<Layout {...props} actions={{ ...props.actions, deposit, logout }} />)
    within(screen.getByRole('banner')).getByRole('button', { name: 'Deposit' }).click()
    for (const button of screen.getAllByRole('button', { name: /log out/i, hidden: true })) button.click()
    expect(deposit).toHaveBeenCalledTimes(1)
    expect(logout).toHaveBeenCalledTimes(2)
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

  it('home: the carousel steps through the banner and the first hot games', () => {
    const playGame = vi.fn()
    const props = demoHomeProps({ banners: [{ key: 'b', title: 'Spring splash', cta: 'Grab it' }] })
    render(<Home {...props} actions={{ ...props.actions, playGame }} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Spring splash' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    const first = props.sections[0]!.games[0]!
    expect(screen.getByRole('heading', { level: 1, name: first.game_name })).toBeTruthy()
    screen.getByRole('button', { name: 'Play now' }).click()
    expect(playGame).toHaveBeenCalledWith(first)
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(screen.getByRole('button', { name: 'Grab it' })).toBeTruthy()
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

  it('lobby: provider toggles and the search narrow the tiles', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const target = props.games[1]!
    const toggle = screen.getByRole('button', { name: target.provider_name! })
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    const others = props.games.filter((game) => game.provider_code !== target.provider_code)
    for (const game of others) expect(screen.queryByText(game.game_name)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'All providers' }))
    fireEvent.change(screen.getByRole('searchbox', { name: /search games/i }), {
      target: { value: target.game_name.slice(0, 5) },
    })
    expect(screen.getAllByText(target.game_name).length).toBeGreaterThan(0)
  })

  it('lobby: 10,000 games stay virtualised (only the rows on screen are cards)', () => {
    const { container } = render(<Lobby {...demoLobbyProps({ games: demoLobbyGames(10_000) })} />)
    const rendered = container.querySelectorAll('[data-block="game-card"]').length
    expect(rendered).toBeGreaterThan(0)
    expect(rendered).toBeLessThan(300)
    expect(container.querySelector('ul[aria-label="Slots"] li[aria-setsize="10000"]')).not.toBeNull()
  })
})
