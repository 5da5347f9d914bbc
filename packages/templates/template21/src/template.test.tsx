import { demoHomeProps, demoLayoutProps, demoLobbyProps, demoMatches } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })
const { Layout, Home, Lobby } = template

describe('template21', () => {
  describeTemplateContract('template21', template, sources, {
    landmarks: { navigation: ['Footer', 'Game categories', 'Main', 'Shortcuts'] },
    phoneDrawer: { open: /menu/i, from: 'banner', drawer: { Menu: ['menu', 'categories'] }, close: 'toggle' },
    lobbyFilters: {
      provider: 'tab',
      search: 'Search Slots',
      reset: 'Clear filters',
      empty: /no games for this search/i,
    },
    lobbyWindow: { max: 200 },
  })

  it('phones: the raised tab asks visitors to join', () => {
    const register = vi.fn()
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} actions={{ ...props.actions, register }} />)
    const tabs = within(screen.getByRole('navigation', { name: 'Shortcuts' }))
    fireEvent.click(tabs.getByRole('button', { name: 'Join' }))
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
    const browse = within(screen.getByRole('navigation', { name: 'Browse categories' })).getAllByRole('link')
    expect(browse.map((link) => link.getAttribute('href'))).toEqual(props.categories.map((item) => item.href))
  })

  it("lobby: the games show in the provider tabs' panel", () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const cards = screen.getByRole('tabpanel').querySelectorAll('[data-block="game-card"]')
    expect(cards).toHaveLength(props.games.total)
  })
})
