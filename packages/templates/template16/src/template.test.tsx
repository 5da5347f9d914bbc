import {
  demoHomeProps,
  demoLayoutProps,
  demoLobbyGames,
  demoLobbyProps,
  signedInSession,
} from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Home, Lobby } = template

describe('template16', () => {
  describeTemplateContract('template16', template, themeModules, {
    tokensModule: import.meta.glob('./tokens.ts', { eager: true }),
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
