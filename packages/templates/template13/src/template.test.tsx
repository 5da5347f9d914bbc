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

describe('template13', () => {
  it('agrees with the registry (slot4)', () => {
    const { name, description, ...entry } = meta
    expect(entry).toEqual(templateById('template13'))
    expect(meta.code).toBe('slot4')
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
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('link', { name: `${props.site.siteName} home` }).textContent).toBe(
      props.site.logoText,
    )
    const navs = screen.getAllByRole('navigation')
    const labels = navs.map((nav) => nav.getAttribute('aria-label'))
    expect(new Set(labels).size).toBe(navs.length)
    expect(labels).toContain('Game categories')
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

  it('phone tabs: "More" opens a sheet of every game and page, and the language picker', () => {
    const openLanguagePicker = vi.fn()
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} actions={{ ...props.actions, openLanguagePicker }} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Shortcuts' })).getByRole('button', { name: 'More' }),
    )
    const sheet = screen.getByRole('dialog', { name: 'More' })
    const games = within(sheet).getByRole('navigation', { name: 'All games' })
    expect(within(games).getAllByRole('link')).toHaveLength(props.categories.length)
    expect(
      within(within(sheet).getByRole('navigation', { name: 'Pages' })).getAllByRole('link'),
    ).toHaveLength(props.menu.length)
    within(sheet)
      .getByRole('button', { name: /language/i })
      .click()
    expect(openLanguagePicker).toHaveBeenCalledTimes(1)
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
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

  it('home: the reels hero and the masonry both play through the shell', () => {
    const playGame = vi.fn()
    const props = demoHomeProps()
    render(<Home {...props} actions={{ ...props.actions, playGame }} />)
    const [first, second] = props.sections[0]!.games
    screen.getByRole('button', { name: `Spin ${first!.game_name}` }).click()
    screen.getAllByRole('button', { name: new RegExp(`^play ?${second!.game_name}(,|$)`, 'i') })[0]!.click()
    expect(playGame.mock.calls).toEqual([[first], [second]])
  })

  it('home: while the shell loads, the reels stay and the sections wait behind a busy status', () => {
    render(<Home {...demoHomeProps({ loading: true, sections: [] })} />)
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy()
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

  it('lobby: filters by provider and by name, and clears the filters', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const provider = props.providers.find((p) => props.games.some((g) => g.provider_code === p.code))!
    fireEvent.click(screen.getByRole('tab', { name: provider.name }))
    for (const game of props.games) {
      const shown = screen.queryAllByText(game.game_name).length > 0
      expect(shown).toBe(game.provider_code === provider.code)
    }
    fireEvent.change(screen.getByRole('searchbox', { name: /search games/i }), {
      target: { value: 'no such game' },
    })
    expect(screen.getByText(/no games match/i)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /clear filters/i }))
    expect(screen.getAllByText(props.games[0]!.game_name).length).toBeGreaterThan(0)
  })

  it('lobby: a lobby of 10,000 games renders only a window of cards', () => {
    const games = demoLobbyGames(10_000)
    const { container } = render(<Lobby {...demoLobbyProps({ games })} />)
    const cards = container.querySelectorAll('[data-block="game-card"]').length
    expect(cards).toBeGreaterThan(0)
    expect(cards).toBeLessThan(300)
    expect(screen.getByText('10,000 games')).toBeTruthy()
  })
})
