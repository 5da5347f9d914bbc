import { demoHomeProps, demoLayoutProps, demoLobbyProps } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Home, Lobby } = template

describe('template13', () => {
  describeTemplateContract('template13', template, themeModules, {
    tokensModule: import.meta.glob('./tokens.ts', { eager: true }),
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
    expect(screen.queryByText(/₱/)).toBeNull()
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
})
