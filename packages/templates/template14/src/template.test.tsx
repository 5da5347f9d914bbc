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

describe('template14', () => {
  describeTemplateContract('template14', template, themeModules, {
    tokensModule: import.meta.glob('./tokens.ts', { eager: true }),
  })

  it('renders the banner in the side column, the rail, main and footer; visitors see no balance', () => {
    const props = demoLayoutProps({ children: <p>page body</p> })
    render(<Layout {...props} />)
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: `${props.site.siteName} home` }),
    ).toBeTruthy()
    const rail = screen.getByRole('navigation', { name: 'Main' })
    for (const item of props.menu) expect(within(rail).getByRole('link', { name: item.label })).toBeTruthy()
    const labels = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))
    expect(labels).toEqual([...new Set(labels)])
    expect(within(screen.getByRole('main')).getByText('page body')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toContain('18+')
    expect(screen.getByRole('button', { name: /log in/i })).toBeTruthy()
    expect(screen.queryByText(/₱/)).toBeNull()
  })

  it('phone tabs: "More" opens a menu sheet holding every game category; a new page closes it', () => {
    const props = demoLayoutProps({ children: null })
    const { rerender } = render(<Layout {...props} />)
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Shortcuts' })).getByRole('button', { name: 'More' }),
    )
    const menu = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', {
      name: 'Menu',
    })
    for (const category of props.categories) {
      expect(within(menu).getByRole('link', { name: category.label }).getAttribute('href')).toBe(
        category.href,
      )
    }
    rerender(<Layout {...props} pathname="/promotions" />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('home: a game in the top ten plays through the shell', () => {
    const playGame = vi.fn()
    const props = demoHomeProps()
    render(<Home {...props} actions={{ ...props.actions, playGame }} />)
    const topTen = screen.getByRole('heading', { name: props.sections[1]!.title }).closest('section')!
    const pick = props.sections[1]!.games[2]!
    within(topTen)
      .getByRole('button', { name: new RegExp(`^play ?${pick.game_name}(,|$)`, 'i') })
      .click()
    expect(playGame).toHaveBeenCalledWith(pick)
  })

  it('home: loading shows skeletons under the greeting', () => {
    render(<Home {...demoHomeProps({ loading: true, sections: [] })} />)
    expect(screen.getByRole('status', { busy: true })).toBeTruthy()
  })

  it('lobby: picking a provider leaves only its rows, and a name search can empty the list', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const studio = props.games[0]!.provider_code
    fireEvent.change(screen.getByRole('combobox', { name: /provider/i }), { target: { value: studio } })
    const rows = within(screen.getByRole('list', { name: props.title })).getAllByRole('listitem')
    expect(rows).toHaveLength(props.games.filter((game) => game.provider_code === studio).length)
    fireEvent.change(screen.getByRole('searchbox', { name: /search games/i }), { target: { value: 'zzz' } })
    expect(screen.queryByRole('list', { name: props.title })).toBeNull()
  })

  it('lobby: ten thousand games keep the DOM to a window of rows with their place in the whole', () => {
    const props = demoLobbyProps({ games: demoLobbyGames(10_000) })
    render(<Lobby {...props} />)
    const rows = within(screen.getByRole('list', { name: props.title })).getAllByRole('listitem')
    expect(rows.length).toBeLessThan(300)
    expect(rows[0]!.getAttribute('aria-setsize')).toBe('10000')
  })

  it('home: a signed-in player sees the greeting and the balance with deposit', () => {
    const deposit = vi.fn()
    const props = demoHomeProps({ session: signedInSession })
    render(<Home {...props} actions={{ ...props.actions, deposit }} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(
      signedInSession.fullName!.split(' ')[0],
    )
    expect(screen.getAllByText('₱12,540.75').length).toBeGreaterThan(0)
    screen.getByRole('button', { name: /deposit/i }).click()
    expect(deposit).toHaveBeenCalledTimes(1)
  })
})
