import { demoHomeProps, demoLayoutProps, demoLobbyGames, demoLobbyProps } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Home, Lobby } = template

describe('template15', () => {
  describeTemplateContract('template15', template, themeModules, {
    tokensModule: import.meta.glob('./tokens.ts', { eager: true }),
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
