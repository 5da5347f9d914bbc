import { demoHomeProps, demoLayoutProps, demoLobbyProps, signedInSession } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Home, Lobby } = template

describe('template17', () => {
  describeTemplateContract('template17', template, themeModules, {
    tokensModule: import.meta.glob('./tokens.ts', { eager: true }),
  })

  it('renders the landmarks, the site name and the visitor actions when signed out', () => {
    const props = demoLayoutProps({ children: <p>page body</p> })
    render(<Layout {...props} />)
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /lucky harbor home/i })).toBeTruthy()
    const navs = screen.getAllByRole('navigation')
    const labels = navs.map((nav) => nav.getAttribute('aria-label'))
    expect(new Set(labels).size).toBe(navs.length)
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeTruthy()
    expect(within(screen.getByRole('main')).getByText('page body')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toContain('18+')
    expect(screen.queryByText(/₱/)).toBeNull()
  })

  it('the side rail lists the site menu and the game categories, and the menu button opens it on phones', () => {
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} />)
    const rail = screen.getByRole('navigation', { name: 'Main' })
    for (const item of props.menu) expect(within(rail).getByRole('link', { name: item.label })).toBeTruthy()
    const slots = props.categories.find((c) => c.key === 'slot_game')!
    expect(within(rail).getByRole('link', { name: slots.label })).toBeTruthy()
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: /menu/i })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
  })

  it('calls the shell for deposit, logout and the language picker', () => {
    const deposit = vi.fn()
    const logout = vi.fn()
    const openLanguagePicker = vi.fn()
    const props = demoLayoutProps({ children: null, session: signedInSession })
    render(<Layout {...props} actions={{ ...props.actions, deposit, logout, openLanguagePicker }} />)
    screen.getAllByRole('button', { name: /deposit/i })[0]!.click()
    screen.getAllByRole('button', { name: /log out/i })[0]!.click()
    screen.getAllByRole('button', { name: /language/i })[0]!.click()
    expect(deposit).toHaveBeenCalledTimes(1)
    expect(logout).toHaveBeenCalledTimes(1)
    expect(openLanguagePicker).toHaveBeenCalledTimes(1)
  })

  it('home: the game of the week leads with the first hot game, and signed-in players get deposit', () => {
    const deposit = vi.fn()
    const playGame = vi.fn()
    const props = demoHomeProps({ session: signedInSession })
    render(<Home {...props} actions={{ ...props.actions, deposit, playGame }} />)
    const lead = props.sections[0]!.games[0]!
    expect(screen.getByText('Game of the week')).toBeTruthy()
    screen.getByRole('button', { name: `Play ${lead.game_name}` }).click()
    expect(playGame).toHaveBeenCalledWith(lead)
    screen.getByRole('button', { name: 'Deposit' }).click()
    expect(deposit).toHaveBeenCalledTimes(1)
  })

  it('lobby: filtering by provider narrows the games, and a miss offers to clear the filters', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const first = props.games[0]!
    fireEvent.click(screen.getByRole('radio', { name: first.provider_name }))
    for (const game of props.games) {
      const shown = screen.queryAllByText(game.game_name).length > 0
      expect(shown).toBe(game.provider_code === first.provider_code)
    }
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz-no-such-game' } })
    expect(screen.getByText(/no games match/i)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /clear filters/i }))
    expect(screen.getAllByText(first.game_name).length).toBeGreaterThan(0)
  })
})
