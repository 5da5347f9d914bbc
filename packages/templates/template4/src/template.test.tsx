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

describe('template4', () => {
  it('agrees with the registry (casino4)', () => {
    const { name, description, ...entry } = meta
    expect(entry).toEqual(templateById('template4'))
    expect(meta.code).toBe('casino4')
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
    expect(
      within(banner)
        .getByRole('link', { name: `${props.site.siteName} home` })
        .getAttribute('href'),
    ).toBe('/')
    const navs = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))
    expect(navs.length).toBeGreaterThan(2)
    expect(new Set(navs).size).toBe(navs.length)
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

  it('marks the current page in the navigation', () => {
    render(<Layout {...demoLayoutProps({ children: null, pathname: '/promotions' })} />)
    const current = screen.getAllByRole('link', { current: 'page' })
    expect(current.length).toBeGreaterThan(0)
    for (const link of current) expect(link.getAttribute('href')).toBe('/promotions')
  })

  it('opens the drawer of icon tiles from the header, with the language picker in it', () => {
    const openLanguagePicker = vi.fn()
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} actions={{ ...props.actions, openLanguagePicker }} />)
    expect(screen.queryByRole('navigation', { name: 'All pages' })).toBeNull()
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { expanded: false }))
    const drawer = screen.getByRole('navigation', { name: 'All pages' })
    expect(within(drawer).getByRole('link', { name: 'Live Casino' })).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Language: EN' }).at(-1)!)
    expect(openLanguagePicker).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('navigation', { name: 'All pages' })).toBeNull()
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
    screen.getAllByRole('button', { name: new RegExp(`play ?${game.game_name}`, 'i') })[0]!.click()
    expect(playGame).toHaveBeenCalledWith(game)
  })

  it('home: the jackpot reads out in the site currency, beside a ranked top ten', () => {
    const props = demoHomeProps({ jackpot: 1_284_559_031 })
    render(<Home {...props} />)
    expect(screen.getByText('₱12,845,590.31')).toBeTruthy()
    const ranking = screen.getByRole('heading', { name: props.sections[0]!.title }).closest('section')!
    expect(within(ranking).getAllByRole('listitem')).toHaveLength(
      Math.min(10, props.sections[0]!.games.length),
    )
  })

  it('home: shows a busy state while loading', () => {
    const { container } = render(<Home {...demoHomeProps({ loading: true, sections: [] })} />)
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
  })

  it('lobby: its title, every game and the provider tabs', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    expect(screen.getByRole('heading', { level: 1, name: props.title })).toBeTruthy()
    for (const game of props.games) expect(screen.getAllByText(game.game_name).length).toBeGreaterThan(0)
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true')
  })

  it('lobby: a provider tab narrows the rows to its games', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const provider = props.providers.find((item) => item.code === props.games[0]!.provider_code)!
    fireEvent.click(screen.getByRole('tab', { name: provider.name }))
    expect(screen.getByRole('tab', { name: provider.name }).getAttribute('aria-selected')).toBe('true')
    const rows = screen.getAllByRole('button', { name: /^Play/ })
    expect(rows.length).toBe(props.games.filter((game) => game.provider_code === provider.code).length)
    for (const row of rows) expect(row.textContent).toContain(provider.name)
  })

  it('lobby: a lobby of 10,000 games renders only a window of cards', () => {
    render(<Lobby {...demoLobbyProps({ games: demoLobbyGames(10_000) })} />)
    expect(screen.getByText('10,000 of 10,000 games')).toBeTruthy()
    const cards = screen.getAllByRole('button', { name: /^Play/ })
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.length).toBeLessThan(200)
  })

  it('lobby: an empty state when there are no games, and the error when there is one', () => {
    const { rerender } = render(<Lobby {...demoLobbyProps({ games: [] })} />)
    expect(screen.getByText(/no games/i)).toBeTruthy()
    rerender(<Lobby {...demoLobbyProps({ games: [], error: 'Could not load games' })} />)
    expect(screen.getByRole('alert').textContent).toContain('Could not load games')
  })
})
