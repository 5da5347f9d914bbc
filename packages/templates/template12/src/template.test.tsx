import { demoLayoutProps, demoLobbyProps } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Lobby } = template

describe('template12', () => {
  describeTemplateContract('template12', template, themeModules, {
    tokensModule: import.meta.glob('./tokens.ts', { eager: true }),
  })

  it('renders the landmarks, the site name and the visitor actions when signed out', () => {
    const props = demoLayoutProps({ children: <p>page body</p> })
    render(<Layout {...props} />)
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('link', { name: `${props.site.siteName} home` })).toBeTruthy()
    expect(banner.textContent).toContain(props.site.logoText)
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0)
    expect(within(screen.getByRole('main')).getByText('page body')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toContain('18+')
    expect(screen.queryByText(/₱/)).toBeNull()
  })

  it('the header menu button opens the drawer with the menu and every category', () => {
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} />)
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull()
    const button = screen.getByRole('button', { name: 'Menu' })
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const drawer = screen.getByRole('navigation', { name: 'Menu' })
    for (const category of props.categories) expect(within(drawer).getByText(category.label)).toBeTruthy()
  })

  it('lobby: searching by name narrows the posters', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const game = props.games[0]!
    fireEvent.change(screen.getByLabelText('Search games'), { target: { value: game.game_name } })
    expect(screen.getAllByRole('button', { name: new RegExp(`play\\s*${game.game_name}`, 'i') }).length).toBe(
      1,
    )
  })
})
