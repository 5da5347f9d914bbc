import {
  demoHomeProps,
  demoLayoutProps,
  demoLobbyGames,
  demoLobbyProps,
  demoMatches,
} from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Home, Lobby } = template

describe('template21', () => {
  describeTemplateContract('template21', template, themeModules, {
    tokensModule: import.meta.glob('./tokens.ts', { eager: true }),
  })

  it('renders the landmarks, the site name and the visitor actions when signed out', () => {
    const props = demoLayoutProps({ children: <p>page body</p> })
    render(<Layout {...props} />)
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /lucky harbor home/i })).toBeTruthy()
    const names = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))
    expect(names.sort()).toEqual(['Footer', 'Game categories', 'Main', 'Shortcuts'])
    expect(within(screen.getByRole('main')).getByText('page body')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toContain('18+')
    expect(screen.queryByText(/₱/)).toBeNull()
  })

  it('phones: the menu button opens the drawer, and the raised tab asks visitors to join', () => {
    const register = vi.fn()
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} actions={{ ...props.actions, register }} />)
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull()
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: /menu/i }))
    const drawer = screen.getByRole('navigation', { name: 'Menu' })
    for (const item of props.menu) expect(within(drawer).getByRole('link', { name: item.label })).toBeTruthy()
    within(screen.getByRole('navigation', { name: 'Shortcuts' }))
      .getByRole('button', { name: 'Join' })
      .click()
    expect(register).toHaveBeenCalledTimes(1)
  })

  it('home: a scorecard for every match, whose odds open the match', () => {
    const openMatch = vi.fn()
    const props = demoHomeProps({ matches: demoMatches })
    render(<Home {...props} actions={{ ...props.actions, openMatch }} />)
    const scorecards = Array.from(screen.getByRole('list', { name: 'Scorecards' }).children) as HTMLElement[]
    expect(scorecards).toHaveLength(demoMatches.length)
    const last = demoMatches[demoMatches.length - 1]!
    fireEvent.click(within(scorecards[scorecards.length - 1]!).getAllByRole('button')[0]!)
    expect(openMatch).toHaveBeenCalledWith(last)
    expect(screen.getByRole('navigation', { name: 'Browse categories' })).toBeTruthy()
  })

  it('lobby: provider tabs show one provider at a time', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const provider = props.providers.find((p) => props.games.some((game) => game.provider_code === p.code))!
    fireEvent.click(screen.getByRole('tab', { name: provider.name }))
    expect(screen.getByRole('tab', { name: provider.name }).getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel')
    for (const game of props.games) {
      const present = within(panel).queryAllByText(game.game_name).length > 0
      expect(present).toBe(game.provider_code === provider.code)
    }
  })

  it('lobby: 10,000 games are windowed, not all rendered', () => {
    const many = demoLobbyGames(10_000)
    const { container } = render(<Lobby {...demoLobbyProps({ games: many })} />)
    const cards = container.querySelectorAll('[data-block="game-card"]')
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.length).toBeLessThan(many.length / 50)
  })
})
