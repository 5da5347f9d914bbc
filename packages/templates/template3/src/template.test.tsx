import { demoHomeProps, demoLayoutProps, demoLobbyProps, signedInSession } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })
const { Layout, Home, Lobby } = template

describe('template3', () => {
  describeTemplateContract('template3', template, themeModules, {
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
    expect(navs.length).toBeGreaterThan(1)
    expect(new Set(navs).size).toBe(navs.length)
    expect(within(screen.getByRole('main')).getByText('page body')).toBeTruthy()
    expect(screen.getByRole('contentinfo').textContent).toContain('18+')
    expect(screen.queryByText(/₱/)).toBeNull()
  })

  it('opens the rail as a drawer from the phone tabs, with the language picker in it', () => {
    const openLanguagePicker = vi.fn()
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} actions={{ ...props.actions, openLanguagePicker }} />)
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    const rail = screen.getByRole('navigation', { name: 'Main' })
    expect(within(rail).getByRole('link', { name: 'Live Casino' })).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Language: EN' }).at(-1)!)
    expect(openLanguagePicker).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
  })

  it('home: a player sees their balance and can deposit', () => {
    const deposit = vi.fn()
    const props = demoHomeProps({ session: signedInSession })
    render(<Home {...props} actions={{ ...props.actions, deposit }} />)
    expect(screen.getByText('₱12,540.75')).toBeTruthy()
    screen.getAllByRole('button', { name: 'Deposit' })[0]!.click()
    expect(deposit).toHaveBeenCalledOnce()
  })

  it('home: the carousel slides between the promotion and the hot games', () => {
    const playGame = vi.fn()
    const props = demoHomeProps({ banners: [{ key: 'welcome', title: 'Big welcome', cta: 'Claim' }] })
    render(<Home {...props} actions={{ ...props.actions, playGame }} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Big welcome' })).toBeTruthy()
    expect(screen.getByText(/1 \/ 4/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(screen.getByText(/2 \/ 4/)).toBeTruthy()
    const hot = props.sections[0]!.games[0]!
    const current = screen.getByRole('heading', { level: 2, name: hot.game_name }).closest('li')!
    expect(current.hasAttribute('inert')).toBe(false)
    fireEvent.click(within(current).getByRole('button', { name: 'Play now' }))
    expect(playGame).toHaveBeenCalledWith(hot)
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(screen.getByText(/4 \/ 4/)).toBeTruthy()
  })

  it('lobby: filters by provider chip and search', () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    const game = props.games[0]!
    const provider = props.providers.find((item) => item.code === game.provider_code)!
    fireEvent.click(screen.getByRole('button', { name: provider.name }))
    expect(screen.getByRole('button', { name: provider.name }).getAttribute('aria-pressed')).toBe('true')
    for (const card of screen.getAllByRole('button', { name: /^Play/ })) {
      expect(card.textContent).toContain(provider.name)
    }
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'no such game' } })
    expect(screen.getByText(/no games match/i)).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'All providers' }))
    expect(screen.getAllByRole('button', { name: /^Play/ })).toHaveLength(props.games.length)
  })
})
