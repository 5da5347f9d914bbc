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

describe('template15', () => {
  it('agrees with the registry (slot6)', () => {
    const { name, description, ...entry } = meta
    expect(entry).toEqual(templateById('template15'))
    expect(meta.code).toBe('slot6')
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

  it('renders the crest, the menu, the category icons, main and the wordmark footer', () => {
    const props = demoLayoutProps({ children: <p>page body</p> })
    render(<Layout {...props} />)
    const crest = within(screen.getByRole('banner')).getByRole('link', {
      name: `${props.site.siteName} home`,
    })
    expect(crest.textContent).toBe(props.site.logoText)
    const icons = screen.getByRole('navigation', { name: 'Game categories' })
    expect(within(icons).getAllByRole('link')).toHaveLength(props.categories.length)
    const names = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))
    expect(names).toEqual(expect.arrayContaining(['Main', 'Footer']))
    expect(new Set(names).size).toBe(names.length)
    expect(within(screen.getByRole('main')).getByText('page body')).toBeTruthy()
    const footer = screen.getByRole('contentinfo')
    expect(footer.textContent).toContain('18+')
    expect(footer.textContent).toContain(props.site.siteName)
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

  it('opens the drawer of menu and games from the header on phones', () => {
    render(<Layout {...demoLayoutProps({ children: null })} />)
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull()
    const toggle = screen.getByRole('button', { name: 'Menu' })
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const drawer = screen.getByRole('navigation', { name: 'Menu' })
    expect(within(drawer).getByRole('link', { name: /promotions/i })).toBeTruthy()
    fireEvent.click(toggle)
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull()
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

  it('home: a medallion in the row plays through the shell', () => {
    const playGame = vi.fn()
    const props = demoHomeProps()
    render(<Home {...props} actions={{ ...props.actions, playGame }} />)
    const row = screen.getByRole('heading', { name: props.sections[0]!.title }).closest('section')!
    const medal = props.sections[0]!.games[2]!
    within(row)
      .getByRole('button', { name: new RegExp(`^play ?${medal.game_name}(,|$)`, 'i') })
      .click()
    expect(playGame).toHaveBeenCalledWith(medal)
  })

  it('home: the band stays while games load behind a busy status', () => {
    render(<Home {...demoHomeProps({ loading: true, sections: [], jackpot: 5_000_00 })} />)
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('₱5,000.00')).toBeTruthy()
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
    rerender(<Lobby {...demoLobbyProps({ loading: true })} />)
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
  })

  it('lobby: a provider coin and the search narrow the medallions', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const provider = props.providers.find((p) => props.games.some((g) => g.provider_code === p.code))!
    fireEvent.click(screen.getByRole('radio', { name: provider.name }))
    for (const game of props.games) {
      expect(screen.queryAllByText(game.game_name).length > 0).toBe(game.provider_code === provider.code)
    }
    fireEvent.change(screen.getByRole('searchbox', { name: /search games/i }), { target: { value: 'zzz' } })
    expect(screen.getByText(/no games match/i)).toBeTruthy()
  })

  it('lobby: 10,000 games keep only a window of medallions in the DOM', () => {
    const { container } = render(<Lobby {...demoLobbyProps({ games: demoLobbyGames(10_000) })} />)
    const cards = container.querySelectorAll('[data-block="game-card"]').length
    expect(cards).toBeGreaterThan(0)
    expect(cards).toBeLessThan(400)
  })

  it('home: the jackpot band reads the amount once and its button goes through the shell', () => {
    const register = vi.fn()
    const props = demoHomeProps({ jackpot: 1_284_559_031 })
    render(<Home {...props} actions={{ ...props.actions, register }} />)
    expect(screen.getAllByText('₱12,845,590.31')).toHaveLength(1)
    screen.getByRole('button', { name: /join now/i }).click()
    expect(register).toHaveBeenCalledTimes(1)
  })
})
