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

describe('template8', () => {
  it('agrees with the registry (casino8)', () => {
    const { name, description, ...entry } = meta
    expect(entry).toEqual(templateById('template8'))
    expect(meta.code).toBe('casino8')
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
    expect(screen.getByRole('banner').textContent).toContain(props.site.logoText)
    expect(screen.getAllByRole('banner')).toHaveLength(1)
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1)
    expect(screen.getByRole('main').id).toBe('main')
    const labels = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))
    expect(labels.length).toBeGreaterThan(0)
    for (const label of labels) expect(label).toBeTruthy()
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

  it('lobby: shows a busy state while the games load', () => {
    const { container } = render(<Lobby {...demoLobbyProps({ games: [], loading: true })} />)
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
  })

  it('lobby: picking a provider shows only its games', () => {
    render(<Lobby {...demoLobbyProps()} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Red Lantern' }))
    const cards = [...document.querySelectorAll('[data-block="game-card"]')]
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(card.textContent).toContain('Red Lantern')
  })

  it('lobby: 10,000 games keep the DOM small (virtualised grid)', () => {
    const games = demoLobbyGames(10_000)
    const playGame = vi.fn()
    const props = demoLobbyProps({ games })
    render(<Lobby {...props} actions={{ ...props.actions, playGame }} />)
    const cards = document.querySelectorAll('[data-block="game-card"]')
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.length).toBeLessThan(500)
    screen.getAllByRole('button', { name: new RegExp(`play\\s*${games[0]!.game_name}`, 'i') })[0]!.click()
    expect(playGame).toHaveBeenCalledWith(games[0])
  })
})
