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

describe('template19', () => {
  describeTemplateContract('template19', template, themeModules, {
    tokensModule: import.meta.glob('./tokens.ts', { eager: true }),
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
    expect(screen.queryByText(/₱/)).toBeNull()
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
