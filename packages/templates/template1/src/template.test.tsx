import { demoHomeProps, demoLayoutProps, demoLobbyProps, signedInSession } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Home, Lobby } = template

describe('template1', () => {
  describeTemplateContract('template1', template, themeModules, {
    tokensModule: import.meta.glob('./tokens.ts', { eager: true }),
  })

  it('renders the landmarks, the site name and the visitor actions when signed out', () => {
    const props = demoLayoutProps({ children: <p>page body</p> })
    render(<Layout {...props} />)
    const banner = screen.getByRole('banner')
    expect(
      within(banner)
        .getByRole('link', { name: `${props.site.siteName} home` })
        .getAttribute('href'),
    ).toBe('/')
    const navs = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))
    expect(navs.length).toBeGreaterThan(2)
    expect(new Set(navs).size).toBe(navs.length)
    expect(within(screen.getByRole('main')).getByText('page body')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toContain('18+')
    expect(screen.queryByText(/₱/)).toBeNull()
  })

  it('opens the phone drawer from the tab bar, with the language picker in it', () => {
    const openLanguagePicker = vi.fn()
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} actions={{ ...props.actions, openLanguagePicker }} />)
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    const drawer = screen.getByRole('navigation', { name: 'Menu' })
    expect(within(drawer).getByRole('link', { name: 'Live Casino' })).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Language: EN' }).at(-1)!)
    expect(openLanguagePicker).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull()
  })

  it('home: a player sees their balance and the hero offers a deposit', () => {
    const deposit = vi.fn()
    const props = demoHomeProps({ session: signedInSession })
    render(<Home {...props} actions={{ ...props.actions, deposit }} />)
    expect(screen.getByText('₱12,540.75')).toBeTruthy()
    for (const button of screen.getAllByRole('button', { name: 'Deposit' })) button.click()
    expect(deposit).toHaveBeenCalledTimes(2)
  })

  it('lobby: filters by search and provider', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const game = props.games[0]!
    const provider = props.providers.find((item) => item.code === game.provider_code)!
    fireEvent.change(screen.getByRole('combobox', { name: 'Provider' }), { target: { value: provider.code } })
    const cards = screen.getAllByRole('button', { name: /^Play/ })
    for (const card of cards) expect(card.textContent).toContain(provider.name)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), {
      target: { value: 'no such game' },
    })
    expect(screen.getByText(/no games match/i)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(screen.getAllByRole('button', { name: /^Play/ })).toHaveLength(props.games.length)
  })
})
