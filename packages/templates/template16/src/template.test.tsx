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

describe('template16', () => {
  it('agrees with the registry (slot7)', () => {
    const { name, description, ...entry } = meta
    expect(entry).toEqual(templateById('template16'))
    expect(meta.code).toBe('slot7')
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

  it('renders the top bar, the underlined categories, main and a footer listing games', () => {
    const props = demoLayoutProps({ children: <p>page body</p> })
    render(<Layout {...props} />)
    const bar = screen.getByRole('banner')
    expect(within(bar).getByRole('link', { name: `${props.site.siteName} home` }).textContent).toBe(
      props.site.logoText,
    )
    expect(within(bar).getByRole('navigation', { name: 'Main' })).toBeTruthy()
    const all = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))
    expect(all).toEqual(expect.arrayContaining(['Game categories', 'Footer', 'Footer games', 'Rooms']))
    expect(new Set(all).size).toBe(all.length)
    expect(within(screen.getByRole('main')).getByText('page body')).toBeTruthy()
    const footerGames = within(screen.getByRole('contentinfo')).getByRole('navigation', {
      name: 'Footer games',
    })
    expect(within(footerGames).getAllByRole('link').length).toBeGreaterThan(0)
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

  it('phone tabs: the raised middle tab joins for visitors and deposits for players', () => {
    const register = vi.fn()
    const deposit = vi.fn()
    const props = demoLayoutProps({ children: null })
    const { rerender } = render(<Layout {...props} actions={{ ...props.actions, register, deposit }} />)
    const rooms = () => screen.getByRole('navigation', { name: 'Rooms' })
    within(rooms()).getByRole('button', { name: /join/i }).click()
    expect(register).toHaveBeenCalledTimes(1)
    rerender(
      <Layout {...props} session={signedInSession} actions={{ ...props.actions, register, deposit }} />,
    )
    within(rooms())
      .getByRole('button', { name: /deposit/i })
      .click()
    expect(deposit).toHaveBeenCalledTimes(1)
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

  it('home: the banner and a wanted poster play through the shell', () => {
    const playGame = vi.fn()
    const props = demoHomeProps()
    render(<Home {...props} actions={{ ...props.actions, playGame }} />)
    const featured = props.sections[0]!.games[0]!
    const poster = props.sections[0]!.games[3]!
    screen.getByRole('button', { name: `Play ${featured.game_name}` }).click()
    screen.getAllByRole('button', { name: new RegExp(`^play ?${poster.game_name}(,|$)`, 'i') })[0]!.click()
    expect(playGame.mock.calls).toEqual([[featured], [poster]])
  })

  it('home: poster skeletons hold the place while the shell loads', () => {
    const { container } = render(<Home {...demoHomeProps({ loading: true, sections: [] })} />)
    expect(container.querySelectorAll('[aria-busy="true"] li').length).toBeGreaterThan(0)
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

  it('lobby: the provider picker and the search narrow the posters', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const studio = props.games[1]!.provider_code
    fireEvent.change(screen.getByRole('combobox', { name: /provider/i }), { target: { value: studio } })
    for (const game of props.games) {
      expect(screen.queryAllByText(game.game_name).length > 0).toBe(game.provider_code === studio)
    }
    fireEvent.change(screen.getByRole('searchbox', { name: /search games/i }), { target: { value: 'zzz' } })
    expect(screen.getByText(/no games match/i)).toBeTruthy()
  })

  it('lobby: 10,000 games render as a window of posters, not 10,000 of them', () => {
    const { container } = render(<Lobby {...demoLobbyProps({ games: demoLobbyGames(10_000) })} />)
    const posters = container.querySelectorAll('[data-block="game-card"]').length
    expect(posters).toBeGreaterThan(0)
    expect(posters).toBeLessThan(200)
    expect(screen.getByText('10,000 games')).toBeTruthy()
  })

  it('home: a ranked board numbers the top ten', () => {
    const props = demoHomeProps()
    render(<Home {...props} />)
    const second = props.sections[1]!
    const board = screen.getByRole('heading', { name: second.title }).closest('section')!
    expect(within(board).getAllByRole('listitem')).toHaveLength(Math.min(10, second.games.length))
  })
})
