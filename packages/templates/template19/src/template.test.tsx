import { demoHomeProps, demoLayoutProps, signedInSession } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })
const { Layout, Home } = template

describe('template19', () => {
  describeTemplateContract('template19', template, sources, {
    landmarks: { navigation: ['Main', 'Game categories', 'Menu', 'Footer', 'Shortcuts'], hidden: true },
    lobbyFilters: { provider: 'button', search: /search games/i, reset: 'Clear filters' },
    lobbyWindow: { max: 300, setsize: true },
  })

  it('phones: the tab bar links home, slots, fishing and promotions, and More opens the sheet', () => {
    render(<Layout {...demoLayoutProps({ children: null })} />)
    const tabs = screen.getByRole('navigation', { name: 'Shortcuts' })
    const hrefs = within(tabs)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual(['/', '/slots', '/fishing', '/promotions'])
    const sheet = screen.getByRole('navigation', { name: 'Menu', hidden: true }).parentElement!
    expect(sheet.getAttribute('data-open')).not.toBe('true')
    fireEvent.click(within(tabs).getByRole('button', { name: 'More' }))
    expect(within(tabs).queryByRole('button', { name: 'More' })).toBeNull()
    expect(sheet.getAttribute('data-open')).toBe('true')
    fireEvent.click(within(tabs).getByRole('button', { name: 'Close' }))
    expect(sheet.getAttribute('data-open')).not.toBe('true')
  })

  it('signed in: deposit and log out in the pill, log out again in the sheet', () => {
    const deposit = vi.fn()
    const logout = vi.fn()
    const props = demoLayoutProps({ children: null, session: signedInSession })
    render(<Layout {...props} actions={{ ...props.actions, deposit, logout }} />)
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Deposit' }))
    for (const button of screen.getAllByRole('button', { name: /log out/i, hidden: true }))
      fireEvent.click(button)
    expect(deposit).toHaveBeenCalledTimes(1)
    expect(logout).toHaveBeenCalledTimes(2)
  })

  it("home: the carousel steps through the tenant's banners and the first hot games", () => {
    const playGame = vi.fn()
    const openLink = vi.fn()
    const props = demoHomeProps({
      banners: [
        { key: 'b', title: 'Spring splash', cta: 'Grab it', href: '/spring' },
        { key: 'c', title: 'Summer spin', cta: 'Spin it', href: '/spin' },
      ],
    })
    render(<Home {...props} actions={{ ...props.actions, playGame, openLink }} />)
    const title = () => screen.getByRole('heading', { level: 1 }).textContent
    expect(title()).toBe('Spring splash')
    fireEvent.click(screen.getByRole('button', { name: 'Grab it' }))
    expect(openLink).toHaveBeenCalledWith('/spring')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(title()).toBe('Summer spin')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    const first = props.sections[0]!.games[0]!
    expect(title()).toBe(first.game_name)
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }))
    expect(playGame).toHaveBeenCalledWith(first)
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(title()).toBe('Spring splash')
    expect(screen.getAllByRole('button', { name: 'Grab it' })).toHaveLength(1)
  })
})
